import type React from "react";
import type { BlockData, BlockName, TEMPLATE_BLOCKS, TemplateKind } from "../../content-model";
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

/** What the page adds to a block's own data before the block renders (BlockGrid): a Hero's heading is always there. */
interface AddedByPage {
  Hero: { heading: string };
}

/** The data a block component receives: what the content model holds for its name, with what the page adds. */
export type BlockDataOf<N extends BlockName> = N extends keyof AddedByPage ? BlockData<N> & AddedByPage[N] : BlockData<N>;

/**
 * Component name -> React component, exactly the blocks one template kind can show, each taking the
 * data its own name holds (a block registered under another's name fails the typecheck).
 */
export type Registry<K extends TemplateKind> = {
  [N in (typeof TEMPLATE_BLOCKS)[K][number]]: React.ComponentType<BlockProps<BlockDataOf<N>>>;
};
export type AnyRegistry = Partial<Record<string, React.ComponentType<BlockProps<never>>>>;
