import type { Production, ProductionEvent } from "./content-types";

/** A production as the programme, slideshows, screens and search show it. */
export interface ProgrammeItem {
  id: string;
  title: string;
  path: string;
  objectClass: "culture" | "movie";
  category: string;
  summary: string;
  image: { url: string; alt: string; focalPointQuery: string };
  /** Sorted by start. */
  events: ProductionEvent[];
  ediNumber?: string;
  priceFrom?: number;
  ageLimit?: string;
  /** Access features every date has; a date may add its own (`events[].accessibility`). */
  accessibility?: Production["fields"]["accessibility"];
}

export interface ArticleSummary {
  id: string;
  title: string;
  path: string;
  summary: string;
  thumbnail: { url: string; alt: string };
  createdAt: number;
  updatedAt?: number;
}

/** What a block's `sourceData` holds: for each source name, its items (or one item when not a collection). */
export type SourceData = Record<string, ProgrammeItem[] | ArticleSummary[] | ProgrammeItem | ArticleSummary | null>;
