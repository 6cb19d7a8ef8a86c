/** @jest-environment node */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { onPostBuild } from "./on-post-build";
import { scratchDir } from "../src/test-utils/scratch-dir";
import { testVenue } from "../src/test-utils/venue";

/**
 * A withdrawn item leaves nothing public, tested by building twice: the post-build runs over a site
 * as Gatsby leaves it, then again over the same public/ with one production withdrawn (unpublished,
 * deleted or renamed: to the build each is a production that is not there any more). Gatsby's
 * own part is played at its worst, a build whose .cache was emptied: it leaves the withdrawn page's
 * HTML and page data where they were. No full Gatsby build (that is the browser tests' test build).
 */
const ROOT = path.resolve(__dirname, "..");
const venue = testVenue;

const production = (id: string, title: string, ref: string, category: string, picture: string, dates: [string, string][]) => {
  const events = dates.map(([eventId, start]) => ({
    id: eventId,
    start,
    hall: "Bojersalen",
    status: null,
    accessibility: ["teleslynge"],
  }));
  return {
    contentId: id,
    title,
    objectClass: "culture",
    pageReference: ref,
    fields: {
      category,
      organizer: "Rissa kulturhus",
      duration: 90,
      ediNumber: null,
      priceFrom: 250,
      ageLimit: null,
      accessibility: [],
      ticketSaleStart: "2026-12-01T10:00:00+01:00",
    },
    contents: [{ summary: `Om ${title}`, body: `<p>Om ${title}</p>` }],
    assets: [{ type: "first_image", url: `/images/${picture}.jpg`, alt: title, focalPointQuery: null }],
    events,
    allEvents: events.map(({ id: eventId, start, hall }) => ({ id: eventId, start, hall })),
  };
};

// The withdrawn one has a category, a feed and a picture of its own.
const WITHDRAWN = production("prod-9001", "Standup i Smia", "humorkveld-smia-2027", "Humor", "gul-blomst", [
  ["ev-9001", "2027-01-29T19:30:00+01:00"],
  ["ev-9002", "2027-01-30T20:00:00+01:00"],
]);
const KEPT = production("prod-9100", "Vårkonsert", "varkonsert-2027", "Konsert", "floyelsblomst", [
  ["ev-9100", "2027-04-20T19:00:00+02:00"],
]);
/** Whatever in a file would say the withdrawn production is still there. */
const TRACES = ["Standup i Smia", "prod-9001", "ev-9001", "ev-9002", "humorkveld-smia-2027", "gul-blomst", "kategori/humor"];

const pictureOf = (p: typeof KEPT) => `/static/img/${p.assets[0].url.slice(8, -4)}-480x270-0123456789.webp`;

/** Reads every file under `dir` as text, compressed copies opened. */
function textsUnder(dir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
    const full = path.join(dir, file);
    if (!fs.statSync(full).isFile()) continue;
    const bytes = fs.readFileSync(full);
    const text = file.endsWith(".gz") ? zlib.gunzipSync(bytes) : file.endsWith(".br") ? zlib.brotliDecompressSync(bytes) : bytes;
    texts.set(file, text.toString("utf8"));
  }
  return texts;
}

describe("a build over a kept public/ after a production is withdrawn", () => {
  const site = scratchDir("two-builds-");
  const publicDir = path.join(site, "public");
  const env = { ...process.env };

  beforeAll(() => {
    fs.cpSync(path.join(ROOT, "static"), path.join(site, "static"), { recursive: true });
    fs.mkdirSync(path.join(site, "deploy", "nginx"), { recursive: true });
    fs.copyFileSync(path.join(ROOT, "deploy", "nginx", "site.conf"), path.join(site, "deploy", "nginx", "site.conf"));
    Object.assign(process.env, {
      BUILD_NOW: "2026-11-25T12:00:00+01:00",
      CALENDAR_SEQUENCE_PATH: path.join(site, "calendar-sequence.json"),
      SITE_BUILD_ID: "test-build",
    });
  });
  afterAll(() => {
    process.env = env;
  });

  /** What Gatsby leaves before the site's post-build: static/ copied, a page per production, its picture. */
  async function build(productions: (typeof KEPT)[]) {
    fs.cpSync(path.join(site, "static"), publicDir, { recursive: true });
    // What webpack tells of the page templates' scripts (the page code table is made from it).
    const template = { assets: [{ name: "component---src-templates-page-tsx-1.js" }] };
    fs.writeFileSync(
      path.join(publicDir, "webpack.stats.json"),
      JSON.stringify({ namedChunkGroups: { "component---src-templates-page-tsx": template } }),
    );
    const pages = new Map<string, { path: string }>([["/", { path: "/" }]]);
    const page = (pagePath: string, html: string, data: unknown) => {
      const dir = pagePath === "/" ? "index" : pagePath.slice(1);
      fs.mkdirSync(path.join(publicDir, "page-data", dir), { recursive: true });
      fs.writeFileSync(path.join(publicDir, "page-data", dir, "page-data.json"), JSON.stringify(data));
      fs.mkdirSync(path.join(publicDir, pagePath), { recursive: true });
      fs.writeFileSync(path.join(publicDir, pagePath, "index.html"), html.repeat(20));
      pages.set(pagePath, { path: pagePath });
    };
    page("/", "<h1>Rissa kulturhus</h1>", { result: { data: { titles: productions.map((p) => p.title) } } });
    // The programme's listing page, with its cards' pictures (the programme index's buckets are made from them).
    const cardPictures = Object.fromEntries(
      productions.map((p) => [p.assets[0].url, { url: p.assets[0].url, alt: p.title, src: pictureOf(p) }]),
    );
    page("/kulturprogram", "<h1>Program</h1>", {
      result: { data: { contentPage: { listings: [{ id: "blokk", listing: { pictures: cardPictures } }] } } },
    });
    for (const p of productions) {
      const picture = pictureOf(p);
      fs.mkdirSync(path.join(publicDir, "static", "img"), { recursive: true });
      fs.writeFileSync(path.join(publicDir, picture), "webp");
      page(`/${p.pageReference}`, `<h1>${p.title}</h1><img src="${picture}">`, { result: { data: { p, picture } } });
    }
    const reporter = {
      info: jest.fn(),
      warn: jest.fn(),
      panicOnBuild: jest.fn(),
      activityTimer: jest.fn((_name: string) => ({ start: jest.fn(), end: jest.fn() })),
    };
    const data = {
      siteDefinition: { name: "Rissa kulturhus", host: "www.rissakulturhus.no", partners: [118], venue },
      allContentPage: {
        nodes: [
          { path: "/kulturprogram", layout: "default", noindex: false, blocks: [{ component: "CultureProgram", data: {} }] },
        ],
      },
      allArticle: { nodes: [] },
      allProduction: { nodes: productions },
    };
    const args = {
      graphql: async () => ({ data }),
      reporter,
      store: { getState: () => ({ program: { directory: site }, pages }) },
    };
    await onPostBuild!(args as unknown as Parameters<NonNullable<typeof onPostBuild>>[0], { plugins: [] }, () => {});
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    // Its slowest parts are steps of the build's log, which `npm run bench` lists.
    expect(reporter.activityTimer.mock.calls.map(([name]) => name)).toEqual(["Calendar files and feeds", "Compressed copies"]);
  }

  it("leaves no file of the withdrawn production: calendar files, copies, feeds, pages, page data, pictures", async () => {
    await build([WITHDRAWN, KEPT]);
    const before = textsUnder(publicDir);
    const traced = (texts: Map<string, string>) =>
      [...texts].filter(([file, text]) => TRACES.some((t) => file.includes(t) || text.includes(t))).map(([file]) => file);
    // The first build has them all: the test would see them if they stayed.
    expect(traced(before)).toEqual(
      expect.arrayContaining([
        "kalender/ev-9001.ics",
        "kalender/ev-9002.ics",
        "kalender/ev-9001.ics.br",
        "kalender/billettsalg/prod-9001.ics",
        "kalender/kategori/humor.ics",
        "humorkveld-smia-2027/index.html",
        "humorkveld-smia-2027/index.html.gz",
        "page-data/humorkveld-smia-2027/page-data.json",
        "static/img/gul-blomst-480x270-0123456789.webp",
        "search-index.json",
        "programme-index.json",
        expect.stringMatching(/^programme-pictures\/[0-9a-f]{12}\/0\.json$/),
      ]),
    );

    // Gatsby leaves the withdrawn page's files (as after an emptied .cache) and copies static/ again.
    await build([KEPT]);
    const after = textsUnder(publicDir);
    expect(traced(after)).toEqual([]);
    // The rest is there: the kept production's files, the programme's feed, static/ and the list.
    for (const file of [
      "kalender/ev-9100.ics",
      "kalender/billettsalg/prod-9100.ics",
      "kalender/program.ics",
      "kalender/kategori/konsert.ics",
      "varkonsert-2027/index.html",
      "page-data/varkonsert-2027/page-data.json",
      pictureOf(KEPT).slice(1),
      "uten-nett.html",
      "_headers",
      ".derived-files.json",
    ])
      expect(after.has(file)).toBe(true);
    // Nothing new but the programme's pictures, in a folder named by their content (which changed);
    // the folder before is gone with the withdrawn production's picture (the traces above).
    expect([...after.keys()].filter((f) => !before.has(f)).map((f) => f.replace(/\/[0-9a-f]{12}\//, "/<versjon>/"))).toEqual([
      "programme-pictures/<versjon>/0.json",
    ]);
  });
});
