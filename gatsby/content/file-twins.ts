import fs from "fs";
import type { NodePluginArgs } from "gatsby";

type Helpers = Pick<NodePluginArgs, "getNode" | "getNodesByType">;
type ContentNodeLike = { id: string; contentId?: unknown; sourceFile?: unknown; parent?: string | null };
type FileNodeLike = { absolutePath?: unknown; relativePath?: unknown; modifiedTime?: unknown; internal?: { type?: string } };

/**
 * The content nodes made from files, by node type and content id (node ids), read from Gatsby's
 * store once per type and kept up to date as nodes are made. A file's node id names its file
 * (content-node.ts), so two files with one id no longer collide by id: this is where the second is
 * found.
 */
const byContentId = new Map<string, Map<string, Set<string>>>();

function indexOf(helpers: Helpers, type: string): Map<string, Set<string>> {
  let index = byContentId.get(type);
  if (!index) {
    index = new Map();
    byContentId.set(type, index);
    for (const node of helpers.getNodesByType(type) as ContentNodeLike[])
      if (typeof node.contentId === "string") add(index, node.contentId, node.id);
  }
  return index;
}

const add = (index: Map<string, Set<string>>, contentId: string, nodeId: string) => {
  const ids = index.get(contentId) ?? new Set<string>();
  ids.add(nodeId);
  index.set(contentId, ids);
};

/** The folder a File node was read from (gatsby-source-filesystem's `path`), or undefined. */
function folderOf(file: FileNodeLike | undefined): string | undefined {
  const { absolutePath: at, relativePath: relative } = file ?? {};
  if (file?.internal?.type !== "File" || typeof at !== "string" || typeof relative !== "string") return undefined;
  return relative !== "" && at.endsWith(relative) ? at.slice(0, at.length - relative.length) : undefined;
}

/**
 * Whether a content node stands for a file this build reads as it was: made from a file that is
 * still there, unchanged since (gatsby-source-filesystem's modifiedTime), in the content folder the
 * build reads now (`folder`). A node Gatsby kept from an earlier build of a file since renamed,
 * moved or deleted, or of another content folder (CONTENT_DIR), is not: Gatsby drops it with its
 * file's node after sourcing. Nor is one of a file changed since: its new content is read in this
 * build (and the old node dropped first), so an id that moved from that file to another in one
 * edit is no duplicate, whichever file is read first.
 */
function fromLiveFile(helpers: Helpers, node: ContentNodeLike, folder: string): boolean {
  const file = node.parent ? (helpers.getNode(node.parent) as FileNodeLike | undefined) : undefined;
  if (folderOf(file) !== folder) return false;
  try {
    return fs.statSync(file!.absolutePath as string).mtime.toJSON() === file!.modifiedTime;
  } catch {
    return false;
  }
}

/**
 * The source file of another node of `type` with this content id, made from a file this build
 * reads, if there is one: a second record with the id `nodeId`'s record has, which is made from the
 * File node `parent`. `nodeId` is noted as a node of its id from now on.
 */
export function liveFileTwin(helpers: Helpers, type: string, contentId: string, nodeId: string, parent: string): string | undefined {
  const index = indexOf(helpers, type);
  const folder = folderOf(helpers.getNode(parent) as FileNodeLike | undefined);
  let twin: string | undefined;
  for (const id of index.get(contentId) ?? []) {
    if (id === nodeId) continue;
    const node = helpers.getNode(id) as ContentNodeLike | undefined;
    if (!node || node.contentId !== contentId) index.get(contentId)?.delete(id);
    else if (twin === undefined && folder !== undefined && fromLiveFile(helpers, node, folder) && typeof node.sourceFile === "string") twin = node.sourceFile;
  }
  add(index, contentId, nodeId);
  return twin;
}

/** Forgets what was read from Gatsby's store (tests, which give each case a store of its own). */
export const forgetFileTwins = () => byContentId.clear();
