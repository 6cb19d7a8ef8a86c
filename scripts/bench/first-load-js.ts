import fs from "node:fs";
import path from "node:path";
import { section } from "./builds";
import {
  RATIO_LIMIT,
  firstLoadScriptUrls,
  formatKB,
  formatRatio,
  formatTable,
  gzipSize,
  htmlFileForRoute,
  inlineScriptText,
  isOverRatio,
  pageDataFileForRoute,
  publicFileForUrl,
  type WebpackStats,
} from "./lib";
import { BARE_PUBLIC, PUBLIC, ROOT } from "./paths";

/** Strings only the cinema API client and slices contain: their presence means axios/Redux code in the first load. */
const CINEMA_MARKERS = ["addMovieToWatchList", "switchTokensDx", "X-XSRF-TOKEN"];

export interface RouteType {
  type: string;
  route: string | null;
  lighthouse?: boolean;
}

type PageMeasure =
  | { error: string }
  | { error?: undefined; scripts: number; gzipBytes: number; inlineGzipBytes: number; missing: string[]; cinema: boolean };

export function readJson<T = unknown>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : null;
}

/** The first-load JavaScript of one built page: script count, gzipped bytes, gzipped inline script bytes. */
function measurePage(publicDir: string, route: string): PageMeasure {
  const htmlFile = htmlFileForRoute(publicDir, route);
  if (!fs.existsSync(htmlFile)) return { error: `no ${path.relative(ROOT, htmlFile)}` };
  const html = fs.readFileSync(htmlFile, "utf8");
  const stats = readJson<WebpackStats>(path.join(publicDir, "webpack.stats.json"));
  const componentChunkName = readJson<{ componentChunkName?: string }>(
    pageDataFileForRoute(publicDir, route),
  )?.componentChunkName;
  if (!stats || !componentChunkName) return { error: `no webpack.stats.json or page data for ${route}` };
  const urls = firstLoadScriptUrls(html, stats, componentChunkName);
  let gzipBytes = 0;
  let cinema = false;
  const missing: string[] = [];
  for (const url of urls) {
    const file = publicFileForUrl(publicDir, url);
    if (file && fs.existsSync(file)) {
      const body = fs.readFileSync(file);
      gzipBytes += gzipSize(body);
      cinema ||= CINEMA_MARKERS.some((m) => body.includes(m));
    } else missing.push(url);
  }
  return { scripts: urls.length, gzipBytes, inlineGzipBytes: gzipSize(inlineScriptText(html)), missing, cinema };
}

export function reportFirstLoadJs(routes: (RouteType & { route: string })[]): { ok: boolean; over: string[] } {
  section("First-load JavaScript (gzip -9)");
  const bare = measurePage(BARE_PUBLIC, "/");
  if (bare.error !== undefined) {
    console.error(`bare page: ${bare.error}`);
    return { ok: false, over: [] };
  }
  const rows: (string | number)[][] = [
    ["bare Gatsby", "/", bare.scripts, formatKB(bare.gzipBytes), formatKB(bare.inlineGzipBytes), "1.00x", "no", ""],
  ];
  const over: string[] = [];
  let ok = true;
  for (const { type, route } of routes) {
    const page = measurePage(PUBLIC, route);
    if (page.error !== undefined) {
      ok = false;
      rows.push([type, route, "", "", "", "", "", page.error]);
      continue;
    }
    const flagged = isOverRatio(page.gzipBytes, bare.gzipBytes);
    if (flagged) over.push(type);
    const note = [flagged ? `OVER ${RATIO_LIMIT}x` : "", page.missing.length ? `missing: ${page.missing.join(" ")}` : ""]
      .filter(Boolean)
      .join("; ");
    rows.push([
      type,
      route,
      page.scripts,
      formatKB(page.gzipBytes),
      formatKB(page.inlineGzipBytes),
      formatRatio(page.gzipBytes, bare.gzipBytes),
      page.cinema ? "YES" : "no",
      note,
    ]);
  }
  console.log(formatTable(["route type", "path", "scripts", "JS KB", "inline KB", "vs bare", "cinema code", "note"], rows));
  console.log(
    "cinema code: whether the first load carries the cinema API client or slices (axios, Redux); islands load them later, on their pages only.",
  );
  console.log(
    "\nJS KB: <script src>, <link rel=preload as=script> and the page template's webpack chunk group, gzipped; inline KB: inline <script> text, gzipped.",
  );
  return { ok, over };
}
