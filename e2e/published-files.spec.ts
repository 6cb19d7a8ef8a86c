import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { test, expect } from "@playwright/test";
import { ownerOf, siteOwners } from "../gatsby/pages/path-owners";
import { pathKey } from "../content-model";
import { content } from "./content";
import { SITE_ROOT } from "./test-site";

// Checks of the built site's files themselves, as crawlers and validators read them; no browser.
/** The test build as the shared server serves it (e2e/test-site.ts). */
const PUBLIC = SITE_ROOT;
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA || "java";

/** Types that are binary by nature (images, fonts), where a zero byte is part of the format. */
const BINARY = new Set([
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".avif",
  ".gif",
  ".ico",
  ".woff",
  ".woff2",
  ".ttf",
  ".otf",
  ".gz",
  ".br",
]);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const published = filesUnder(PUBLIC);
/**
 * The site's own pages. Not documents of the site: the HTML fragments Gatsby stitches into pages
 * (_gatsby/slices/), and gatsby-plugin-offline's empty app shell, which has no content of its own
 * (its title comes when the app runs).
 */
const pages = published.filter(
  (file) =>
    file.endsWith(".html") &&
    !path.relative(PUBLIC, file).startsWith(`_gatsby${path.sep}`) &&
    !file.includes(`${path.sep}offline-plugin-app-shell-fallback${path.sep}`),
);

test("no published text file has a NUL byte", () => {
  const text = published.filter((file) => !BINARY.has(path.extname(file).toLowerCase()));
  expect(text.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(20);
  const withNul = text.filter((file) => fs.readFileSync(file).includes(0)).map((file) => path.relative(PUBLIC, file));
  expect(withNul).toEqual([]);
});

test("the W3C Nu HTML checker finds no error in the site's pages", async () => {
  test.setTimeout(240_000);
  expect(pages.length).toBeGreaterThan(20);
  // One Java process for every page; --exit-zero-always so the report is read, not the exit code.
  // A run this short is over before the JVM's optimising compiler pays for itself: its quick
  // compiler alone (and one compiler thread, the simple collector) takes half the CPU, 3 s against
  // 7 s for the test build's pages; it needs a deeper stack than the default, as the checker says.
  const quickJvm = ["-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1", "-XX:+UseSerialGC", "-Xss8m"];
  const { stderr } = await promisify(execFile)(
    JAVA,
    [...quickJvm, "-jar", VNU_JAR, "--errors-only", "--exit-zero-always", "--format", "json", ...pages],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as {
    messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  const errors = messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map(
      (m) =>
        `${path.relative(PUBLIC, new URL(m.url ?? "file:///").pathname)}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ""}`,
    );
  expect(errors).toEqual([]);
});

/**
 * The content check and the build refuse a redirect over a path a page or file owns, from owners
 * they know without building (gatsby/pages/path-owners.ts). Every file this build wrote must have
 * one of them, or be a page of the content; a new plugin or writer that puts a file somewhere new
 * fails here until its owner is named.
 */
test("every published file has an owner the content check knows", () => {
  const owners = siteOwners();
  const contentPaths = new Set(
    [
      ...content.pages.map((p) => p.path),
      ...content.articles.map((a) => `/article/${a.slug}`),
      ...content.productions.map((p) => `/${p.pageReference}`),
      ...content.redirects.map((r) => r.fromPath),
    ].map(pathKey),
  );
  const ownedByContent = (key: string) =>
    contentPaths.has(key) || (/\/side\/\d+$/.test(key) && contentPaths.has(key.replace(/\/side\/\d+$/, "") || "/"));
  const unowned = published
    .map((file) => `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`)
    .filter((urlPath) => !ownerOf(urlPath, owners) && !ownedByContent(pathKey(urlPath)));
  expect(unowned).toEqual([]);
});
