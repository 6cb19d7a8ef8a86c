import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { ContentError, parseContentFile, type ParsedContent } from "./parse-content";
import { NODE_TYPE } from "./node-types";

type FileNode = { id: string; absolutePath: string; relativePath: string; sourceInstanceName: string; internal: { type: string } };

/** Turns each JSON file under content/ into a validated, typed node; bad content stops the build. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest, reporter, getNode }) => {
  if (node.internal.type !== "File") return;
  const file = node as unknown as FileNode;
  if (file.sourceInstanceName !== "content" || !file.relativePath.endsWith(".json")) return;
  const shownPath = path.join("content", file.relativePath);
  let parsed;
  try {
    parsed = parseContentFile(shownPath, file.relativePath, fs.readFileSync(file.absolutePath, "utf8"));
  } catch (error) {
    if (error instanceof ContentError) {
      reporter.panicOnBuild(`Content error, fix the file and build again:\n${error.message}`);
      return;
    }
    throw error;
  }
  if (!parsed) {
    reporter.warn(`${shownPath}: not read: content files belong in site.json, pages/, articles/ or productions/`);
    return;
  }
  const data = nodeFields(parsed);
  const type = NODE_TYPE[parsed.kind];
  const nodeId = createNodeId(`${type}:${data.id}`);
  const twin = getNode(nodeId) as { sourceFile?: string } | undefined;
  if (twin && twin.sourceFile !== shownPath) {
    reporter.panicOnBuild(`Content error, fix the file and build again:\n${shownPath}: id: expected an id no other ${parsed.kind} has, got ${JSON.stringify(data.id)} (also used by ${twin.sourceFile})`);
    return;
  }
  const child = {
    ...data,
    contentId: data.id,
    sourceFile: shownPath,
    id: nodeId,
    parent: file.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(data) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as never });
};

/** The content as node fields, shaped for querying. */
function nodeFields(parsed: ParsedContent): Record<string, unknown> & { id: string } {
  switch (parsed.kind) {
    case "production": {
      // "fields" is reserved on Gatsby nodes; queries alias it back (`fields: productionFields`).
      const { fields, ...rest } = parsed.data;
      return { ...rest, productionFields: fields };
    }
    case "page":
      // Each block carries the definitions of the sources it shows, so its data can be resolved on its own.
      return { ...parsed.data, blocks: parsed.data.blocks.map((b) => ({ ...b, sourceDefs: parsed.data.sources.filter((s) => b.dataIds.includes(s.name)) })) };
    default:
      return parsed.data as unknown as Record<string, unknown> & { id: string };
  }
}
