/**
 * Every component name a page file may use in `blocks[].component`.
 * The build rejects any other name; src/blocks/registry.tsx must map each of them.
 */
export const BLOCK_NAMES = [
  "Hero",
  "RichText",
  "CardList",
  "QuickLinks",
  "FactList",
  "HallAccess",
  "CultureProgram",
  "Slideshow",
  "ScreenProgram",
  "ScreenSlideshow",
  "Newsletter",
  "Search",
  "ArticleList",
] as const;

export type BlockName = (typeof BLOCK_NAMES)[number];
