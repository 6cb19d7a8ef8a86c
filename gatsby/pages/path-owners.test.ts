/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { codePageOwners, ownerOf, siteOwners, staticFileOwners } from "./path-owners";
import { planPages } from "../../content-model";

/**
 * Every path has one owner (issue 29). The table of variants: each owner kind, each at its own
 * path and at the spellings a host, a browser or a file system takes as that path. A redirect from
 * any of them is refused naming the owner; the content check and the build both go through
 * plan-pages.ts with these owners (hostile-content.test.ts carries a few through whole files).
 *
 * | owner                                   | paths tried                                                                    |
 * |-----------------------------------------|--------------------------------------------------------------------------------|
 * | a page of the code (src/pages)          | /min-side/logg-inn, /min-side, /min-side/ny-bruker, /min-side/glemt-passord,   |
 * |                                         | /404, /404.html                                                                |
 * | a content page, an article, a production| /, /kontakt-oss, /search, /program-skjerm (a screen), /article/info-om-cookies,|
 * | (plan-pages.ts), a programme's pages    | /julekonsert-2026, /kulturprogram/side/2, /kulturprogram/side/40               |
 * | a file under static/                    | /manifest.webmanifest, /favicon.svg, /uten-nett.html, /images/x.svg, /images/  |
 * | the build's own writers                 | /search-index.json, /programme-index.json, /build.json, /robots.txt,          |
 * |                                         | /_headers, /_redirects, /kalender/program.ics, /kalender/ev-1.ics,             |
 * |                                         | /kalender/kategori/konsert.ics, /sitemap-index.xml                             |
 * | Gatsby and its plugins                  | /sw.js, /page-data/app-data.json, /page-data, /static/img/x.webp, /_gatsby/... |
 * |                                         | /app-<hash>.js, /styles.<hash>.css, /framework-<hash>.js.LICENSE.txt,          |
 * |                                         | /workbox-v4.3.1/workbox-sw.js, /sitemap-0.xml, /chunk-map.json,                |
 * |                                         | /webpack.stats.json, /~partytown/x, /offline-plugin-app-shell-fallback         |
 * | spellings of each                       | "/" at the end, "//" inside, /index.html, .html, upper case, %-escapes (also   |
 * |                                         | "%25"-escaped twice), "\", "." and ".." segments, ?query and #fragment          |
 * | not owned (a redirect may use them)     | /program, /gammel-side.php, /min-side-gammel, /min, /kalender-gammelt,         |
 * |                                         | /sitemap.xml, /kontakt-oss-gammel, /images-arkiv                               |
 */
const OWNED: [string, RegExp][] = [
  ["/min-side/logg-inn", /^the page src\/pages\/min-side\/logg-inn\.tsx$/],
  ["/min-side", /^the page src\/pages\/min-side\/index\.tsx$/],
  ["/min-side/ny-bruker", /ny-bruker\.tsx/],
  ["/min-side/glemt-passord", /glemt-passord\.tsx/],
  ["/404", /^the page src\/pages\/404\.tsx$/],
  ["/404.html", /^the page src\/pages\/404\.tsx$/],
  ["/manifest.webmanifest", /^the file static\/manifest\.webmanifest$/],
  ["/favicon.svg", /static\/favicon\.svg/],
  ["/uten-nett.html", /static\/uten-nett\.html/],
  ["/images/kart-operasjon-oleander.svg", /^the folder static\/images\/$/],
  ["/images/finnes-ikke-ennå.jpg", /^the folder static\/images\/$/],
  ["/images", /^the folder static\/images\/$/],
  ["/search-index.json", /search index/],
  ["/programme-index.json", /programme index/],
  ["/build.json", /build id/],
  ["/robots.txt", /robots\.txt/],
  ["/_headers", /header rules/],
  ["/_redirects", /redirect rules/],
  ["/kalender/program.ics", /\/kalender\//],
  ["/kalender/ev-1.ics", /\/kalender\//],
  ["/kalender/kategori/konsert.ics", /\/kalender\//],
  ["/sitemap-index.xml", /gatsby-plugin-sitemap/],
  ["/sitemap-0.xml", /gatsby-plugin-sitemap/],
  ["/sw.js", /service worker/],
  ["/page-data/app-data.json", /page data/],
  ["/page-data/min-side/logg-inn/page-data.json", /page data/],
  ["/page-data", /page data/],
  ["/static/img/abc-640.webp", /static files/],
  ["/_gatsby/slices/_gatsby-scripts-1.html", /slices/],
  ["/app-5ead6c4e2f179b10584f.js", /webpack output/],
  ["/styles.972501052d71034efc56.css", /webpack output/],
  ["/framework-6d2e07105cc7d7d6642d.js.LICENSE.txt", /webpack output/],
  ["/component---src-pages-404-tsx-8a887fed7bad6ef2c4fd.js.map", /webpack output/],
  ["/workbox-v4.3.1/workbox-sw.js", /Workbox/],
  ["/chunk-map.json", /script map/],
  ["/webpack.stats.json", /script map/],
  ["/~partytown/x.js", /script loader/],
  ["/offline-plugin-app-shell-fallback", /app shell/],
];

/** Ways to write /min-side/logg-inn that hosts and browsers take as it. */
const SPELLINGS = [
  "/min-side/logg-inn/",
  "/min-side//logg-inn",
  "/min-side/logg-inn/index.html",
  "/min-side/logg-inn.html",
  "/MIN-SIDE/Logg-Inn",
  "/min-side/%6Cogg-inn",
  "/min-side/%256Cogg-inn",
  "/min-side%2flogg-inn",
  "/min-side\\logg-inn",
  "/min-side/./logg-inn",
  "/annet/../min-side/logg-inn",
  "/min-side/logg-inn?neste=/x",
  "/min-side/logg-inn#skjema",
];

const NOT_OWNED = [
  "/program",
  "/gammel-side.php",
  "/min-side-gammel",
  "/min",
  "/kalender-gammelt",
  "/sitemap.xml",
  "/kontakt-oss-gammel",
  "/images-arkiv",
];

const owners = siteOwners();

describe("the owners the code and the build give", () => {
  it.each(OWNED)("%s is owned", (sitePath, owner) => {
    expect(ownerOf(sitePath, owners)).toMatch(owner);
  });

  it.each(SPELLINGS)("%s is the member login page's, however it is written", (spelling) => {
    expect(ownerOf(spelling, owners)).toBe("the page src/pages/min-side/logg-inn.tsx");
  });

  it.each(NOT_OWNED)("%s has no owner: a redirect may start there", (sitePath) => {
    expect(ownerOf(sitePath, owners)).toBeNull();
  });
});

describe("read from what makes the pages and files, not from a list", () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "owners-"))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "");
  };

  it("a new page file under src/pages is owned at once, by Gatsby's own rules for page files", () => {
    for (const file of [
      "ny-side.tsx",
      "medlem/index.tsx",
      "medlem/kvittering.js",
      "_utkast.tsx",
      "hjelp.test.tsx",
      "typer.d.ts",
      "template-x.tsx",
      "data.json",
      "arrangement/{Production.pageReference}.tsx",
      "app/[...].tsx",
    ])
      write(file);
    const found = codePageOwners(dir).map((o) => [o.key, Boolean(o.folder)]);
    expect(found.sort()).toEqual(
      [
        ["/ny-side", false],
        ["/medlem", false],
        ["/medlem/kvittering", false],
        ["/arrangement", true],
        ["/app", true],
      ].sort(),
    );
  });

  it("a new file or folder under static/ is owned at once", () => {
    write("tegning.svg");
    write("plakater/vår.pdf");
    expect(staticFileOwners(dir).map((o) => [o.key, Boolean(o.folder)])).toEqual([
      ["/tegning.svg", false],
      ["/plakater", true],
    ]);
  });
});

describe("a redirect over an owner, as the check and the build plan it", () => {
  const plan = (fromPath: string) =>
    planPages({
      pages: [
        {
          id: "p",
          sourceFile: "content/pages/kulturprogram.json",
          path: "/kulturprogram",
          layout: "default",
          blocks: [{ component: "CultureProgram" }],
        },
      ],
      articles: [{ id: "a", sourceFile: "content/articles/a.json", slug: "info-om-cookies" }],
      productions: [{ id: "pr", sourceFile: "content/productions/jul.json", pageReference: "julekonsert-2026" }],
      redirects: [{ fromPath, toPath: "/kulturprogram" }],
      redirectsFile: "redirects.json",
      owners,
    });

  it("refuses the login page's address, naming the page that owns it", () => {
    expect(() => plan("/min-side/logg-inn")).toThrow(
      'redirects.json: [0].fromPath: expected an address no page or file of the site owns, got "/min-side/logg-inn" (the page src/pages/min-side/logg-inn.tsx owns it)',
    );
  });

  it.each([
    ["/min-side/logg-inn/", "the page src/pages/min-side/logg-inn.tsx"],
    ["/min-side/logg-inn/index.html", "the page src/pages/min-side/logg-inn.tsx"],
    ["/sw.js", "the file the build writes at /sw.js (gatsby-plugin-offline's service worker)"],
    ["/page-data/app-data.json", "the folder the build writes at /page-data/ (Gatsby's page data)"],
    ["/kulturprogram/", "content/pages/kulturprogram.json (/kulturprogram)"],
    ["/kulturprogram/side/40", "content/pages/kulturprogram.json (its programme's further pages, /kulturprogram/side/2 ...)"],
    ["/article/info-om-cookies", "content/articles/a.json (/article/info-om-cookies)"],
    ["/julekonsert-2026/index.html", "content/productions/jul.json (/julekonsert-2026)"],
  ])("refuses %s, naming %s", (fromPath, owner) => {
    expect(() => plan(fromPath)).toThrow(`(${owner} owns it)`);
  });

  it("plans a redirect from an address nobody owns", () => {
    expect(plan("/program").at(-1)).toMatchObject({ path: "/program", template: "redirect" });
  });

  it("refuses a content page at a path the code owns, too: every path has one owner", () => {
    expect(() =>
      planPages({
        pages: [
          {
            id: "p",
            sourceFile: "content/pages/medlem.json",
            path: "/min-side",
            layout: "default",
            blocks: [{ component: "RichText" }],
          },
        ],
        articles: [],
        productions: [],
        redirects: [],
        redirectsFile: "redirects.json",
        owners,
      }),
    ).toThrow(
      'content/pages/medlem.json: path: expected a path no other page or file of the site owns, got "/min-side" (the page src/pages/min-side/index.tsx owns it)',
    );
  });
});
