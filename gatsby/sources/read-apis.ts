import fs from "fs";
import path from "path";
import { ContentError, parseContentRecord, type ParsedContent } from "../../content-model";
import { contentApiConfig, managementApiConfig, type ContentApiConfig } from "./api-config";
import type { ApiRead, ApiRecord } from "./api-record";
import { readContentSite, readProgramme, type ContentSite } from "./content-api";
import { SourceApiError } from "./http";
import { readManagementApi } from "./management-api";

export interface SourcedContent {
  source: string;
  content: ParsedContent;
}

export interface ApiContent {
  /** Validated records, ready to become nodes. */
  records: SourcedContent[];
  /** Every content problem in the answers, each naming API, URL path, item and field. */
  problems: string[];
  /** Each API that could not be read (unreachable, refused, an error status, an answer of the wrong shape), with path and status. */
  failures: string[];
  /** Which APIs were read, for the build log. */
  read: string[];
}

type Env = Record<string, string | undefined>;

/** The site id for the management API when the site itself comes from content/site.json. */
function siteIdFromFile(contentDir: string): string {
  const file = path.join(contentDir, "site.json");
  let id: unknown;
  try {
    id = (JSON.parse(fs.readFileSync(file, "utf8")) as { id?: unknown }).id;
  } catch (error) {
    throw new ContentError(
      `content/site.json: (the whole file): expected a readable site definition to take the site id for the management API from, got ${(error as Error).message}`,
    );
  }
  if (typeof id !== "string" || !id.trim())
    throw new ContentError(
      `content/site.json: id: expected the site's id (the management API is asked for its pages), got ${JSON.stringify(id)}`,
    );
  return id;
}

function validate(records: ApiRecord[], problems: string[]): SourcedContent[] {
  return records.flatMap(({ kind, source, raw }) => {
    try {
      return [{ source, content: parseContentRecord(source, kind, raw) }];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.message.split("\n"));
      return [];
    }
  });
}

/** The site id the management API is asked for: CONTENT_API_SITE_ID, the content data API's site or content/site.json's. */
async function managementSiteId(
  content: ContentApiConfig | null,
  site: Promise<ContentSite> | undefined,
  contentDir: string,
): Promise<string> {
  if (!content || !site) return siteIdFromFile(contentDir);
  if (content.siteId) return content.siteId;
  try {
    return (await site).siteId;
  } catch {
    throw new SourceApiError(
      "Management API: not read: it is asked for the site the content data API's GET sites names, and that call failed (CONTENT_API_SITE_ID would name the site)",
    );
  }
}

/** One API's read, or why it could not be read. */
async function settle<T extends ApiRead>(
  read: () => Promise<T>,
  describeRead: (answer: T) => string,
): Promise<{ answer: T; line: string } | { failure: string }> {
  try {
    const answer = await read();
    return { answer, line: describeRead(answer) };
  } catch (error) {
    if (error instanceof SourceApiError || error instanceof ContentError) return { failure: error.message };
    throw error;
  }
}

/**
 * Reads the configured content APIs (none configured: null, and content/ is the whole story), each
 * on its own, so one API's failure does not hide the other's problems. An API that cannot be read
 * (unreachable, refused credentials, an answer that is not a list) is a failure; records that break
 * the content rules are problems, all of them, so one build run shows an editor everything to fix.
 * A configuration mistake throws an ApiConfigError before any call.
 */
export async function readConfiguredApis(env: Env, contentDir: string): Promise<ApiContent | null> {
  const content = contentApiConfig(env);
  const management = managementApiConfig(env);
  if (!content && !management) return null;
  const site = content ? readContentSite(content) : undefined;
  site?.catch(() => undefined); // its failure is reported by the content data API's read
  const count = (answer: ApiRead, kind: string) => answer.records.filter((r) => r.kind === kind).length;
  const outcomes = await Promise.all([
    content && site
      ? settle(
          async () => readProgramme(content, await site),
          (answer) =>
            `content data API (${new URL(content.url).host}): site ${answer.siteId}, ${count(answer, "production")} productions`,
        )
      : undefined,
    management
      ? settle(
          async () => readManagementApi(management, await managementSiteId(content, site, contentDir)),
          (answer) =>
            `management API (${new URL(management.url).host}): ${count(answer, "page")} pages, ${count(answer, "article")} articles`,
        )
      : undefined,
  ]);
  const result: ApiContent = { records: [], problems: [], failures: [], read: [] };
  const records: ApiRecord[] = [];
  for (const outcome of outcomes) {
    if (!outcome) continue;
    if ("failure" in outcome) {
      result.failures.push(outcome.failure);
      continue;
    }
    records.push(...outcome.answer.records);
    result.problems.push(...outcome.answer.problems);
    result.read.push(outcome.line);
  }
  result.records = validate(records, result.problems);
  return result;
}
