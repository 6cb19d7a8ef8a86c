import fs from "fs";
import path from "path";
import { createPath, validatePath } from "gatsby-page-utils";
import { type Owners, pathKey, type PathOwner } from "../../content-model";

export { ownerOf, type Owners, type PathOwner } from "../../content-model";
import { SEARCH_INDEX_PATH } from "../../src/features/search/contract";
import { PROGRAMME_INDEX_PATH, PROGRAMME_PICTURES_DIR } from "../../src/features/programme/contract";
import { icsPath, PROGRAMME_FEED_PATH } from "../../src/features/calendar";
import { EDITOR_PUBLIC_PATH } from "./editor-path";
import { BUILD_INFO_PATH } from "../../src/site-check/site-check";
import { PAGE_CODE_PATH } from "../../src/features/offline/contract";
import { APP_SHELL_PATH } from "./app-shell";
import { ROBOTS_TXT_PATH, SITEMAP_FILE } from "../post-build/robots-txt";
import { HOST_REDIRECTS_PATH } from "../post-build/host-redirects";
import { HOST_HEADERS_PATH } from "../post-build/headers-file";
import { NGINX_RULES_PATH } from "../post-build/nginx-rules";
import { DERIVED_FILES_PATH } from "../post-build/derived-files";
import { EMBED_PAGE_PATH, JSON_FEED_PATH, RSS_FEED_PATH } from "../../src/links/programme-elsewhere";

/**
 * Every path on the site has one owner: a content page, an article, a production (plan-pages.ts
 * knows those), a page of the code (src/pages), or a file the build writes. A redirect, or a second
 * page, at a path that has an owner is refused, naming the owner. Paths are compared by pathKey
 * (content-model/path-key.ts), so no spelling (case, "/" at the end, index.html, escapes) gets past.
 *
 * The owners are read from what makes them, not kept as a second list: the page files under
 * src/pages, read by Gatsby's own rules (gatsby-page-utils, which its page creator uses); the files
 * under static/, which Gatsby publishes as they are; and the paths the build's writers use, by the
 * constants those writers take theirs from. What Gatsby and its plugins write themselves is named
 * here, each with the plugin that writes it; the browser tests check that every file of a build has
 * an owner below (e2e/published-files.spec.ts).
 */

const ROOT = path.resolve(__dirname, "..", "..");
export const SRC_PAGES_DIR = path.join(ROOT, "src", "pages");
export const STATIC_DIR = path.join(ROOT, "static");

/** The extensions a page file may have (Gatsby's, less JSON and YAML, which validatePath leaves out anyway). */
const PAGE_EXTENSIONS = /\.(?:mjs|js|jsx|ts|tsx)$/;

function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join("/")];
  });
}

/**
 * The pages the code makes from its files under src/pages, as Gatsby's page creator makes them:
 * "min-side/logg-inn.tsx" is /min-side/logg-inn, "min-side/index.tsx" /min-side, "404.tsx" /404
 * (and /404.html, the same key). A file route with "{…}" or "[…]" owns its folder: every path there
 * may be one of its pages.
 */
export function codePageOwners(srcPagesDir = SRC_PAGES_DIR): PathOwner[] {
  const shown = path.relative(ROOT, srcPagesDir).split(path.sep).join("/");
  return filesUnder(srcPagesDir)
    .filter((file) => PAGE_EXTENSIONS.test(file) && validatePath(file))
    .map((file): PathOwner => {
      const pagePath = createPath(file.replace(PAGE_EXTENSIONS, ""));
      const owner = `the page ${shown}/${file}`;
      const dynamic = pagePath.search(/[{[]/);
      if (dynamic < 0) return { key: pathKey(pagePath), owner };
      return { key: pathKey(pagePath.slice(0, pagePath.lastIndexOf("/", dynamic) + 1)), folder: true, owner };
    });
}

/** Files under static/, which Gatsby publishes as they are; each folder there is owned whole (/images/ ...). */
export function staticFileOwners(staticDir = STATIC_DIR): PathOwner[] {
  const shown = path.relative(ROOT, staticDir).split(path.sep).join("/");
  const files = filesUnder(staticDir);
  const folders = [...new Set(files.filter((f) => f.includes("/")).map((f) => f.slice(0, f.indexOf("/"))))];
  return [
    ...files.filter((f) => !f.includes("/")).map((f) => ({ key: pathKey(`/${f}`), owner: `the file ${shown}/${f}` })),
    ...folders.map((f) => ({ key: pathKey(`/${f}`), folder: true, owner: `the folder ${shown}/${f}/` })),
  ];
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf("/"));

/** What the build writes beside the pages: the site's own writers' paths, and Gatsby's and its plugins' files. */
export function buildFileOwners(): Owners {
  const own = (file: string, writer: string): PathOwner => ({
    key: pathKey(file),
    owner: `the file the build writes at ${file} (${writer})`,
  });
  const folder = (dir: string, writer: string): PathOwner => ({
    key: pathKey(dir),
    folder: true,
    owner: `the folder the build writes at ${dir}/ (${writer})`,
  });
  return {
    owners: [
      own(SEARCH_INDEX_PATH, "the search index"),
      own(PROGRAMME_INDEX_PATH, "the programme index"),
      folder(PROGRAMME_PICTURES_DIR, "the programme index's card pictures"),
      own(BUILD_INFO_PATH, "the build id the lobby screens read"),
      own(PAGE_CODE_PATH, "the page templates' scripts, for offline use"),
      own(ROBOTS_TXT_PATH, "robots.txt"),
      own(HOST_REDIRECTS_PATH, "the host's redirect rules"),
      own(HOST_HEADERS_PATH, "the host's header rules"),
      own(NGINX_RULES_PATH, "nginx's rules"),
      own(DERIVED_FILES_PATH, "the list of files derived from content, for the next build"),
      own(SITEMAP_FILE, "gatsby-plugin-sitemap"),
      own(RSS_FEED_PATH, "the programme's RSS feed"),
      own(JSON_FEED_PATH, "the programme's JSON Feed"),
      own(EMBED_PAGE_PATH, "the embeddable programme"),
      folder(folderOf(icsPath("x")), "calendar files"),
      folder(folderOf(PROGRAMME_FEED_PATH), "calendar feeds"),
      { key: pathKey(APP_SHELL_PATH), owner: `the page ${APP_SHELL_PATH} (gatsby-plugin-offline's app shell)` },
      own("/sw.js", "gatsby-plugin-offline's service worker"),
      own("/chunk-map.json", "Gatsby's script map"),
      own("/webpack.stats.json", "Gatsby's script map"),
      folder("/page-data", "Gatsby's page data"),
      folder("/static", "Gatsby's static files and the build's pictures"),
      folder("/_gatsby", "Gatsby's slices"),
      folder("/~partytown", "Gatsby's script loader"),
      folder(`/${EDITOR_PUBLIC_PATH}`, "the web editor, plugins/decap-editor"),
    ],
    patterns: [
      // webpack's output: app-<hash>.js, component---…-<hash>.js, styles.<hash>.css, their licences and maps.
      { pattern: /^\/[^/]+\.(?:js|mjs|css|map)$/, owner: "a script or style the build writes (Gatsby's webpack output)" },
      { pattern: /^\/[^/]+\.js\.license\.txt$/, owner: "a script licence the build writes (Gatsby's webpack output)" },
      { pattern: /^\/workbox-v[^/]*(?:\/|$)/, owner: "the folder the build writes for gatsby-plugin-offline's Workbox" },
      { pattern: /^\/sitemap-\d+\.xml$/, owner: "a sitemap the build writes (gatsby-plugin-sitemap)" },
      { pattern: /\.(?:gz|br)$/, owner: "a compressed copy the build writes beside a text file (post-build/precompress.ts)" },
    ],
  };
}

/** Every owner the code and the build give, content pages aside (plan-pages.ts adds those). */
export function siteOwners(dirs: { srcPagesDir?: string; staticDir?: string } = {}): Owners {
  const files = buildFileOwners();
  return {
    owners: [...codePageOwners(dirs.srcPagesDir), ...staticFileOwners(dirs.staticDir), ...files.owners],
    patterns: files.patterns,
  };
}
