/**
 * A template's node from its page query. gatsby/create-pages.ts makes a page only for a node that
 * is there, so it is never missing; should it be, the build's render of that page stops and names
 * the page, rather than writing an empty page that answers 200.
 */
export function pageNode<T>(node: T | null | undefined, path: string): T {
  if (node == null) throw new Error(`${path}: the page's query found no content for it, so there is nothing to render`);
  return node;
}
