import type { BlockName } from "./block-names";

/**
 * Content pages are built with one of a few templates, each bundling only the blocks it can
 * show, so a plain page does not ship the programme filters, search or lobby-screen code.
 * The build picks the smallest template that has every block of a page.
 */
const CONTENT = ["Hero", "RichText", "CardList", "QuickLinks", "FactList", "HallAccess", "Newsletter", "ArticleList"] as const;

export const TEMPLATE_BLOCKS = {
  content: CONTENT,
  // The programme page itself: the programme and some text, nothing else. A page that also has
  // other blocks takes the "programme" template, which has them all.
  listing: ["RichText", "CultureProgram"],
  programme: [...CONTENT, "CultureProgram", "Slideshow"],
  search: [...CONTENT, "Search"],
  screen: ["ScreenProgram", "ScreenSlideshow", "Newsletter"],
} as const satisfies Record<string, readonly BlockName[]>;

export type TemplateKind = keyof typeof TEMPLATE_BLOCKS;

/** The template for a page, or null when no template has all its blocks (the build then fails). */
export function templateKindFor(layout: "default" | "screen", components: string[]): TemplateKind | null {
  const kinds: TemplateKind[] = layout === "screen" ? ["screen"] : ["content", "listing", "programme", "search"];
  return kinds.find((kind) => components.every((c) => (TEMPLATE_BLOCKS[kind] as readonly string[]).includes(c))) ?? null;
}
