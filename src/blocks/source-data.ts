// What the build's resolvers hand a block (gatsby/resolvers/resolve-sources.ts): view models, not
// content, so they live with the blocks that draw them.
import type { ProgrammeItem } from "../features/programme";

/** An article as a list of articles shows it (ArticleList). */
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
