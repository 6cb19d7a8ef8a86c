/**
 * How an island is written into a page (island.tsx writes it, src/islands/ reads it): no React here,
 * so the script a page of islands opens with reads the page without it.
 */
export const ISLAND_CLASS = "island";
/** The selector of every island element. */
export const ISLAND_SELECTOR = `div.${ISLAND_CLASS}[data-island]`;

/** Set on an island's element as it starts (src/islands/start-islands.ts): from then on React draws what is inside it. */
export const ISLAND_STARTED_ATTRIBUTE = "data-island-started";

/** An island in the page: its element, its name, its props as the server wrote them (null when unreadable). */
export interface IslandInPage {
  element: HTMLElement;
  name: string;
  props: Record<string, unknown> | null;
}

/** The islands in `root`, in document order; with `name`, only those of that part (the others' props are not read). */
export function islandsIn(root: ParentNode, name?: string): IslandInPage[] {
  const elements = [...root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
  return elements
    .filter((element) => name === undefined || element.dataset.island === name)
    .map((element) => {
      let props: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = JSON.parse(element.dataset.props ?? "");
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) props = parsed as Record<string, unknown>;
      } catch {
        // Not JSON: the island does not start (src/islands/start-islands.ts says so in the console).
      }
      return { element, name: element.dataset.island ?? "", props };
    });
}
