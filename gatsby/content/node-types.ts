/** Gatsby node type names for each content model. */
export const NODE_TYPE = {
  site: "SiteDefinition",
  page: "ContentPage",
  article: "Article",
  production: "Production",
} as const;

export type NodeKind = keyof typeof NODE_TYPE;

/**
 * A content field's name on its node. Gatsby keeps a few top-level names of every node for itself:
 * `id` is the node's id (unique across all types and sources, so it cannot be the content's id, which
 * a page and an article may share), `parent`, `children` and `internal` are its bookkeeping, and
 * `fields` is where createNodeField puts plugins' fields (createNode refuses a node that sets it).
 * A content field by one of those names takes the smallest name that is free (`contentId`,
 * `productionFields`); queries alias it back (`id: contentId`). Every other field keeps its file's name.
 */
export function nodeFieldName(kind: NodeKind, field: string): string {
  if (field === "id") return "contentId";
  if (field === "fields") return `${kind}Fields`;
  if (field === "parent" || field === "children" || field === "internal")
    throw new Error(`${kind}: the content field "${field}" is a name Gatsby keeps for itself on a node; give it another name`);
  return field;
}
