import type React from "react";
import type { TEMPLATE_BLOCKS, TemplateKind } from "../../content-model";
import type { SourceData } from "./source-data";
import type { Picture } from "../pictures/picture";

/** What every block component receives: its own settings and the items of the sources it names. */
export interface BlockProps<D = Record<string, unknown>> {
  id: string;
  data: D;
  sourceData: SourceData;
  dataIds: readonly string[];
  /** True for the first block on the page, whose image should load first. */
  first: boolean;
  /** "screen" on the lobby displays, where nothing is clickable (the page's layout, ContentPage["layout"]). */
  layout?: string;
  /** The pictures the block shows, by content image URL, made by the build for this block (src/pictures/picture.ts). */
  pictures?: Record<string, Picture>;
  /** Newsletter blocks: a QR code (SVG markup made at build time) leading to the sign-up, for screens. */
  qrSvg?: string | null;
}

/** Component name -> React component, exactly the blocks one template kind can show. */
export type Registry<K extends TemplateKind> = Record<
  (typeof TEMPLATE_BLOCKS)[K][number],
  React.ComponentType<BlockProps<never>>
>;
export type AnyRegistry = Partial<Record<string, React.ComponentType<BlockProps<never>>>>;
