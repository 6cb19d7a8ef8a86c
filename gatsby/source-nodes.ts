import type { GatsbyNode } from "gatsby";
import { contentDir } from "./content-dir";
import { createContentNode } from "./content-node";
import { ContentError } from "./parse-content";
import { ApiConfigError } from "./sources/api-config";
import { SourceApiError } from "./sources/http";
import { readConfiguredApis } from "./sources/read-apis";

/**
 * When the content APIs are configured, their site, programme, pages and articles become the same
 * nodes content/ gives (gatsby/on-create-node.ts then skips those models' files). Any failure
 * stops the build with the API, URL path, status and what was wrong: never a silently empty site.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { reporter } = args;
  let content;
  try {
    content = await readConfiguredApis(process.env, contentDir);
  } catch (error) {
    if (error instanceof SourceApiError || error instanceof ApiConfigError || error instanceof ContentError) {
      reporter.panicOnBuild(`Could not read the content APIs, nothing was built:\n${error.message}`);
      return;
    }
    throw error;
  }
  if (!content) return;
  if (content.problems.length) {
    reporter.panicOnBuild(`Content error in the APIs' answers, fix the content there and build again:\n${content.problems.join("\n")}`);
    return;
  }
  const sourcedNow = new Map<string, string>();
  for (const { content: parsed, source } of content.records) createContentNode(parsed, source, args, undefined, sourcedNow);
  reporter.info(`Read ${content.read.join("; ")}`);
};
