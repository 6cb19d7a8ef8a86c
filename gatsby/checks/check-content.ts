import fs from "fs";
import path from "path";
import {
  addressProblems,
  ContentError,
  duplicateIds,
  hasSchedule,
  kindOf,
  parseContentFile,
  type ParsedContent,
  recordsOf,
  scheduleState,
  type ScheduleState,
} from "../../content-model";
import { buildNow } from "../env/build-time";
import { parseRedirects } from "../content/redirects-file";
import { redirectHosts, RedirectHostsError } from "../env/redirect-hosts";
import { siteOwners, STATIC_DIR } from "../pages/path-owners";
import { drawingProblems } from "../content/drawings";
import { photoProblems } from "../content/photos";
import { siteUrl } from "../env/site-url";
import { ApiConfigError, apiSuppliedKinds } from "../sources/api-config";
import { readConfiguredApis } from "../sources/read-apis";

type Env = Record<string, string | undefined>;

function jsonFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full, base);
    return entry.name.endsWith(".json") ? [path.relative(base, full)] : [];
  });
}

/** A production or article with a schedule, and where it stands as of the build's clock. */
export interface ScheduledItem {
  file: string;
  kind: "production" | "article";
  title: string;
  publishAt?: string;
  unpublishAt?: string;
  state: ScheduleState;
}

/**
 * Everything the build would reject in content/ (its photos included: content/photos.ts), the
 * configured content APIs' answers, redirects.json and the SVGs under static/, all at once and in seconds: each file or record against its model, then what
 * they must agree on (one site, unique ids and paths).
 */
export async function checkContent(...args: Parameters<typeof checkContentReport>): Promise<string[]> {
  return (await checkContentReport(...args)).problems;
}

/** checkContent's problems, and the productions and articles with a schedule (publishAt, unpublishAt) as of `now`. */
export async function checkContentReport(
  contentDir: string,
  redirectsFile: string,
  env: Env = {},
  /** Where the code's pages and the static files are (the repository's, unless a test says otherwise). */
  dirs: { srcPagesDir?: string; staticDir?: string } = {},
  now = buildNow(),
): Promise<{ problems: string[]; scheduled: ScheduledItem[] }> {
  const problems: string[] = [];
  const parsed: { file: string; content: ParsedContent }[] = [];
  const fromApis = apiSuppliedKinds(env);
  try {
    const api = await readConfiguredApis(env, contentDir);
    problems.push(...(api?.failures ?? []), ...(api?.problems ?? []));
    parsed.push(...(api?.records ?? []).map((r) => ({ file: r.source, content: r.content })));
  } catch (error) {
    if (!(error instanceof ApiConfigError)) throw error;
    problems.push(error.message);
  }
  let siteFiles = 0;
  for (const relative of jsonFiles(contentDir)) {
    const kind = kindOf(relative);
    if (kind && fromApis.has(kind)) continue;
    if (kind === "site") siteFiles += 1;
    const file = path.join("content", relative);
    try {
      const content = parseContentFile(file, relative, fs.readFileSync(path.join(contentDir, relative), "utf8"));
      if (content) parsed.push({ file, content });
      else problems.push(`${file}: not read: content files belong in site.json, pages/, articles/ or productions/`);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.message.split("\n"));
    }
  }
  // A site.json with errors has said so already; only a missing one is a problem of its own.
  if (siteFiles === 0 && !fromApis.has("site")) problems.push("content/site.json: expected exactly one site definition, got 0");
  problems.push(
    ...duplicateIds(parsed.map(({ file, content }) => ({ kind: content.kind, id: content.data.id, sourceFile: file }))),
  );
  let redirects: ReturnType<typeof parseRedirects> = [];
  if (fs.existsSync(redirectsFile)) {
    try {
      redirects = parseRedirects(
        "redirects.json",
        fs.readFileSync(redirectsFile, "utf8"),
        new URL(siteUrl).origin,
        redirectHosts(env),
      );
    } catch (error) {
      if (!(error instanceof ContentError) && !(error instanceof RedirectHostsError)) throw error;
      problems.push(...error.message.split("\n"));
    }
  }
  problems.push(
    ...addressProblems({
      ...recordsOf(parsed),
      redirects,
      redirectsFile: "redirects.json",
      owners: siteOwners(dirs),
    }),
  );
  // The drawings the site publishes as they are: pictures only (content/drawings.ts).
  problems.push(...drawingProblems(dirs.staticDir ?? STATIC_DIR));
  // The photos, by the size their headers give, so a pixel bomb is named before a build decodes it.
  problems.push(...photoProblems(path.join(contentDir, "images")));
  const scheduled = parsed.flatMap(({ file, content }): ScheduledItem[] =>
    (content.kind === "production" || content.kind === "article") && hasSchedule(content.data)
      ? [
          {
            file,
            kind: content.kind,
            title: content.data.title,
            publishAt: content.data.publishAt,
            unpublishAt: content.data.unpublishAt,
            state: scheduleState(content.data, now),
          },
        ]
      : [],
  );
  return { problems, scheduled };
}
