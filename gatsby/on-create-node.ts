import fs from "fs";
import path from "path";
import type { CreateNodeArgs, GatsbyNode, SourceNodesArgs } from "gatsby";
import { ContentError, parseContentFile } from "../content-model";
import { createContentNode } from "./content/content-node";

type FileNode = {
  id: string;
  absolutePath: string;
  relativePath: string;
  sourceInstanceName: string;
  children?: string[];
  internal: { type: string };
};
type Args = Pick<
  CreateNodeArgs | SourceNodesArgs,
  "actions" | "reporter" | "createNodeId" | "createContentDigest" | "getNode" | "getNodesByType"
>;

const isContentFile = (file: FileNode) =>
  file.internal.type === "File" && file.sourceInstanceName === "content" && file.relativePath.endsWith(".json");

/** One JSON file under content/ as a validated, typed node; bad content stops the build. */
function readContentFile(args: Args, file: FileNode): void {
  const { actions, reporter } = args;
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
  const child = createContentNode(parsed, shownPath, args, file.id);
  if (child) actions.createParentChildLink({ parent: file as never, child: child as never });
}

/**
 * Turns each JSON file under content/ into a validated, typed node; bad content stops the build.
 * Files of models a configured content API supplies are not read at all (gatsby-config.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const file = args.node as unknown as FileNode;
  if (isContentFile(file)) readContentFile(args, file);
};

/**
 * Gatsby hands a file to onCreateNode only when it is new or changed. Its cache can still hold a
 * file whose node is gone: a build that stopped while reading content (one file's error stops it)
 * leaves files read but without their node. Unchanged, those files would never be read again and
 * their pages would quietly be missing. Called from sourceNodes, this reads every content file that
 * has no node.
 */
export function readContentFilesWithoutNode(args: Args): void {
  for (const file of args.getNodesByType("File") as unknown as FileNode[]) {
    // A file deleted since is no content any more; Gatsby drops its node after sourcing.
    if (isContentFile(file) && !(file.children ?? []).some((id) => args.getNode(id)) && fs.existsSync(file.absolutePath))
      readContentFile(args, file);
  }
}
