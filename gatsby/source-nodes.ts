import type { GatsbyNode } from "gatsby";
import { contentDir } from "./env/content-dir";
import { createContentNode, deleteUnpublishedNodes } from "./content/content-node";
import { readContentFilesWithoutNode } from "./on-create-node";
import { ApiConfigError } from "./sources/api-config";
import { readConfiguredApis } from "./sources/read-apis";

/**
 * When the content APIs are configured, their site, programme, pages and articles become the same
 * nodes content/ gives (gatsby/on-create-node.ts then skips those models' files). Any failure
 * stops the build with the API, URL path, status and what was wrong: never a silently empty site.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { reporter } = args;
  const unpublished = deleteUnpublishedNodes(args);
  if (unpublished)
    reporter.info(
      `Took out ${unpublished} production(s) or article(s) whose unpublishAt has passed or publishAt is still to come`,
    );
  readContentFilesWithoutNode(args);
  let content;
  try {
    content = await readConfiguredApis(process.env, contentDir);
  } catch (error) {
    if (error instanceof ApiConfigError) {
      reporter.panicOnBuild(`Could not read the content APIs, nothing was built:\n${error.message}`);
      return;
    }
    throw error;
  }
  if (!content) return;
  const { failures, problems } = content;
  if (failures.length || problems.length) {
    reporter.panicOnBuild(
      [
        failures.length ? `Could not read the content APIs, nothing was built:\n${failures.join("\n")}` : "",
        problems.length
          ? `Content error in the APIs' answers, fix the content there and build again:\n${problems.join("\n")}`
          : "",
      ]
        .filter(Boolean)
        .join("\n\n"),
    );
    return;
  }
  const sourcedNow = new Map<string, string>();
  for (const { content: parsed, source } of content.records) createContentNode(parsed, source, args, undefined, sourcedNow);
  reporter.info(`Read ${content.read.join("; ")}`);
};
