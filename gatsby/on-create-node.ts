import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { ContentError, parseContentFile } from "./parse-content";
import { createContentNode } from "./content-node";

type FileNode = { id: string; absolutePath: string; relativePath: string; sourceInstanceName: string; internal: { type: string } };

/**
 * Turns each JSON file under content/ into a validated, typed node; bad content stops the build.
 * Files of models a configured content API supplies are not read at all (gatsby-config.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, actions, reporter } = args;
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
  const child = createContentNode(parsed, shownPath, args, file.id);
  if (child) actions.createParentChildLink({ parent: node, child: child as never });
};
