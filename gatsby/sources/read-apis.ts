import fs from "fs";
import path from "path";
import { ContentError, parseContentRecord, type ParsedContent } from "../parse-content";
import { contentApiConfig, managementApiConfig } from "./api-config";
import type { ApiRecord } from "./api-record";
import { readContentApi } from "./content-api";
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
    throw new ContentError(`content/site.json: (the whole file): expected a readable site definition to take the site id for the management API from, got ${(error as Error).message}`);
  }
  if (typeof id !== "string" || !id.trim()) throw new ContentError(`content/site.json: id: expected the site's id (the management API is asked for its pages), got ${JSON.stringify(id)}`);
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

/**
 * Reads the configured content APIs (none configured: null, and content/ is the whole story).
 * Unreachable APIs, refused credentials and answers that are not lists throw a SourceApiError;
 * records that break the content rules come back as problems, all of them, so one build run shows
 * an editor everything to fix.
 */
export async function readConfiguredApis(env: Env, contentDir: string): Promise<ApiContent | null> {
  const content = contentApiConfig(env);
  const management = managementApiConfig(env);
  if (!content && !management) return null;
  const problems: string[] = [];
  const records: ApiRecord[] = [];
  const read: string[] = [];
  let siteId: string | undefined;
  if (content) {
    const answer = await readContentApi(content);
    records.push(...answer.records);
    problems.push(...answer.problems);
    siteId = answer.siteId;
    read.push(`content data API (${new URL(content.url).host}): site ${siteId}, ${answer.records.length - 1} productions`);
  }
  if (management) {
    siteId ??= siteIdFromFile(contentDir);
    const answer = await readManagementApi(management, siteId);
    records.push(...answer.records);
    problems.push(...answer.problems);
    const count = (kind: string) => answer.records.filter((r) => r.kind === kind).length;
    read.push(`management API (${new URL(management.url).host}): ${count("page")} pages, ${count("article")} articles`);
  }
  return { records: validate(records, problems), problems, read };
}
