import type { Actions, NodePluginArgs } from "gatsby";
import { isPublished, type ParsedContent } from "../../content-model";
import { NODE_TYPE, nodeFieldName } from "./node-types";
import { buildNow } from "../env/build-time";
import { pictureSettings } from "../images/picture-settings";
import { liveFileTwin } from "./file-twins";

type NodeHelpers = Pick<NodePluginArgs, "createNodeId" | "createContentDigest" | "getNode" | "getNodesByType" | "reporter"> & {
  actions: Pick<Actions, "createNode">;
};

/**
 * Creates the typed node for one validated record, whether it came from a file under content/ or
 * from a content API, so both give the site the same nodes. `source` is where it came from, shown
 * in errors. Returns the node; undefined after stopping the build on a duplicate id, and for a
 * production or article its schedule keeps out of this build (publishAt still to come, or
 * unpublishAt passed: content-model/schedule.ts), which so has no page and is in no list.
 *
 * `sourcedNow`, given by a sourcing run (the APIs), holds the nodes that run has made (node id to
 * source) and is what a duplicate is looked for in: a node Gatsby kept from an earlier build is the
 * same record, perhaps at another place in a reordered list, and is simply replaced. For a file,
 * a duplicate is another record with the id from a file this build reads (file-twins.ts); one Gatsby
 * kept from a file since renamed, moved or deleted, or from another content folder, is not.
 *
 * A record from an API and one from a file never share a node id, even with the same content id:
 * Gatsby keeps nodes between builds, and a build from the files after one from the APIs (or the
 * other way round) would otherwise take over the other's node, keep its parent (Gatsby does not
 * update a node whose content is unchanged) and lose it as stale in the next build.
 */
export function createContentNode(parsed: ParsedContent, source: string, helpers: NodeHelpers, parent?: string, sourcedNow?: Map<string, string>) {
  const { actions, createNodeId, createContentDigest, reporter } = helpers;
  if (!inThisBuild(parsed)) return undefined;
  const data = nodeFields(parsed);
  const contentId = parsed.data.id;
  const type = NODE_TYPE[parsed.kind];
  // A file's node is its file's: Gatsby deletes a file's node with every node it lists as its child,
  // so a record whose file was renamed, moved, or read from another content folder gets a new node
  // rather than one the old file's node would take with it.
  const fileNode = parent ?? "";
  const nodeId = sourcedNow ? createNodeId(`api:${type}:${contentId}`) : createNodeId(`file:${type}:${contentId}:${fileNode}`);
  const twin = sourcedNow ? sourcedNow.get(nodeId) : liveFileTwin(helpers, type, contentId, nodeId, fileNode);
  if (twin !== undefined && twin !== source) {
    reporter.panicOnBuild(`Content error, fix the content and build again:\n${source}: id: expected an id no other ${parsed.kind} has, got ${JSON.stringify(contentId)} (also used by ${twin})`);
    return undefined;
  }
  sourcedNow?.set(nodeId, source);
  const node = {
    ...data,
    sourceFile: source,
    id: nodeId,
    parent: parent ?? null,
    children: [],
    // The pictures the resolvers make of it depend on the build's picture settings too (the
    // encoding, PICTURE_ENCODING, and the presets): in the digest, a build with other settings over
    // this .cache runs its queries again instead of keeping the other settings' file names.
    internal: { type, contentDigest: createContentDigest({ data, pictures: pictureSettings() }) },
  };
  actions.createNode(node);
  return node;
}

/** Whether a record is built now: productions and articles by their schedule, everything else always. */
export const inThisBuild = (parsed: ParsedContent) =>
  (parsed.kind !== "production" && parsed.kind !== "article") || isPublished(parsed.data, buildNow());

/**
 * Gatsby keeps the node of an unchanged file between builds without reading the file again, so a
 * production or article whose unpublishAt has passed since would stay. Called from sourceNodes
 * before the files without a node are read (which brings in those whose publishAt has come): the
 * nodes whose schedule keeps them out of this build are deleted. Gives back how many.
 */
export function deleteUnpublishedNodes(helpers: Pick<NodePluginArgs, "getNodesByType"> & { actions: Pick<Actions, "deleteNode"> }): number {
  const now = buildNow();
  const stale = [NODE_TYPE.production, NODE_TYPE.article].flatMap((type) =>
    helpers.getNodesByType(type).filter((node) => !isPublished(node as { publishAt?: string; unpublishAt?: string }, now)),
  );
  for (const node of stale) helpers.actions.deleteNode(node);
  return stale.length;
}

/**
 * What the build adds to the content's fields on a node, as GraphQL declares it (graphql-types.ts):
 * every node the file or API item it came from, and each block of a page the definitions of the
 * sources it shows, so its data can be resolved on its own.
 */
export const ADDED_NODE_FIELDS = {
  node: { sourceFile: "String!" },
  PageBlock: { sourceDefs: "[PageSource!]!" },
} as const;

/** The content as node fields, shaped for querying: the names Gatsby keeps for itself renamed (node-types.ts). */
function nodeFields(parsed: ParsedContent): Record<string, unknown> {
  const data: Record<string, unknown> =
    parsed.kind === "page"
      ? { ...parsed.data, blocks: parsed.data.blocks.map((b) => ({ ...b, sourceDefs: parsed.data.sources.filter((s) => b.dataIds.includes(s.name)) })) }
      : parsed.data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [nodeFieldName(parsed.kind, key), value]));
}
