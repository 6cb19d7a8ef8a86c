/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createContentApis } from "../../dev/content-api/server";
import { checkContent, checkContentReport } from "./check-content";
import { scheduleLine } from "./schedule-line";
import { validArticle, validPage, validProduction } from "../../content-model/__fixtures__/content";
import { scratchDir } from "../../src/test-utils/scratch-dir";
import { exifSegment, jpegHeader, pngHeader, webpVp8xHeader } from "../../content-model/__fixtures__/photo-headers";

const repoContent = path.join(__dirname, "..", "..", "content");
const repoRedirects = path.join(__dirname, "..", "..", "redirects.json");

function scratch(files: Record<string, unknown>) {
  const dir = scratchDir("check-");
  fs.cpSync(repoContent, dir, { recursive: true });
  for (const [name, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof value === "string" ? value : JSON.stringify(value));
  }
  return dir;
}

describe("check-content", () => {
  it("finds nothing wrong with the shipped content", async () => {
    expect(await checkContent(repoContent, repoRedirects)).toEqual([]);
  });

  it("lists every problem, across files, with file and field", async () => {
    const page = validPage();
    page.blocks[0].component = "Banner";
    const dir = scratch({
      "pages/ny.json": page,
      "articles/odelagt.json": "{",
      "productions/kopi.json": { ...validProduction(), id: "prod-kopi", pageReference: "kontakt-oss" },
      "articles/x.json": validArticle(),
    });
    const problems = await checkContent(dir, repoRedirects);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('content/pages/ny.json: blocks[0].component: expected one of "Hero"'),
        expect.stringContaining("content/articles/odelagt.json: (the whole file): expected valid JSON"),
        expect.stringContaining("Duplicate path /kontakt-oss: content/pages/kontakt-oss.json and content/productions/kopi.json"),
      ]),
    );
  });

  it("checks the drawings under static/ with an XML parser, naming the file and what it holds", async () => {
    const staticDir = scratchDir("static-");
    fs.mkdirSync(path.join(staticDir, "images"));
    fs.writeFileSync(
      path.join(staticDir, "images", "kart.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><a xmlns="http://www.w3.org/1999/xhtml" href="javascript:alert(1)">kart</a></foreignObject></svg>',
    );
    expect(await checkContent(repoContent, repoRedirects, {}, { staticDir })).toEqual([
      "static/images/kart.svg: expected only SVG drawing elements (svg, g, defs, symbol, use, title, desc, style ...), got <foreignObject> (line 1)",
      'static/images/kart.svg: expected only SVG drawing elements (svg, g, defs, symbol, use, title, desc, style ...), got <a> in namespace "http://www.w3.org/1999/xhtml" (line 1)',
      'static/images/kart.svg: expected links only inside the drawing (href="#id"), got href="javascript:alert(1)" on <a> (line 1)',
    ]);
  });

  it("names every photo over 40 megapixels, or of a size it cannot read, without decoding it", async () => {
    const dir = scratch({});
    const images = path.join(dir, "images");
    fs.mkdirSync(path.join(images, "arkiv"));
    fs.writeFileSync(path.join(images, "bombe.jpg"), jpegHeader(16380, 16380, { before: [exifSegment(65535)] }));
    fs.writeFileSync(path.join(images, "arkiv", "fest.JPEG"), jpegHeader(8660, 5773, { sof: 0xc2 }));
    fs.writeFileSync(path.join(images, "plakat.png"), pngHeader(20000, 20000));
    fs.writeFileSync(path.join(images, "bilde.webp"), webpVp8xHeader(16383, 16383));
    fs.writeFileSync(path.join(images, "avkuttet.jpg"), jpegHeader(4000, 3000, { before: [exifSegment(65535)] }).slice(0, 4000));
    fs.writeFileSync(path.join(images, "grense.jpg"), jpegHeader(8000, 5000));
    expect(await checkContent(dir, repoRedirects)).toEqual([
      "content/images/arkiv/fest.JPEG: «arkiv/fest.JPEG» er 8 660 × 5 773 piksler (50 megapiksler). Største tillatte bilde er 40 megapiksler: gjør bildet mindre og prøv igjen.",
      expect.stringMatching(/^content\/images\/avkuttet\.jpg: Fant ikke størrelsen på «avkuttet\.jpg»/),
      "content/images/bilde.webp: «bilde.webp» er 16 383 × 16 383 piksler (268 megapiksler). Største tillatte bilde er 40 megapiksler: gjør bildet mindre og prøv igjen.",
      "content/images/bombe.jpg: «bombe.jpg» er 16 380 × 16 380 piksler (268 megapiksler). Største tillatte bilde er 40 megapiksler: gjør bildet mindre og prøv igjen.",
      "content/images/plakat.png: «plakat.png» er 20 000 × 20 000 piksler (400 megapiksler). Største tillatte bilde er 40 megapiksler: gjør bildet mindre og prøv igjen.",
    ]);
  });

  describe("with the content APIs configured", () => {
    it("checks the APIs' answers instead of the files they replace, naming API, path, item and field", async () => {
      // The API serves this folder; the repo's content/ (files the APIs replace) is fine, so every problem is the API's.
      const served = scratch({
        "productions/uten-tittel.json": { ...validProduction(), id: "prod-uten", pageReference: "uten-tittel", title: "" },
      });
      const apis = createContentApis({ contentDir: served });
      try {
        const env = apis.env(await apis.listen(0));
        const problems = await checkContent(repoContent, repoRedirects, env);
        expect(problems).toEqual([
          expect.stringMatching(
            /^Content data API GET \/content-api\/sites\/rissa-kulturhus\/basic_events \[\d+\] \(id "prod-uten"\): title: expected a non-empty text, got ""$/,
          ),
        ]);
      } finally {
        await apis.close();
      }
    });

    it("reports an API it cannot read as one problem, with the path and status", async () => {
      const apis = createContentApis();
      try {
        const env = apis.env(await apis.listen(0));
        apis.answerNext("/management-api/site/rissa-kulturhus/block-data", { status: 502, text: "Bad gateway" });
        expect(await checkContent(repoContent, repoRedirects, env)).toEqual([
          "Management API: GET /management-api/site/rissa-kulturhus/block-data?stable=1: HTTP 502 Bad Gateway: Bad gateway",
        ]);
      } finally {
        await apis.close();
      }
    });

    it("reports one API's failure and the other API's problems together", async () => {
      const served = scratch({
        "productions/uten-tittel.json": { ...validProduction(), id: "prod-uten", pageReference: "uten-tittel", title: "" },
      });
      const apis = createContentApis({ contentDir: served });
      try {
        const env = apis.env(await apis.listen(0));
        apis.answerNext("/management-api/site/rissa-kulturhus/block-data", { status: 502, text: "Bad gateway" });
        expect(await checkContent(repoContent, repoRedirects, env)).toEqual([
          "Management API: GET /management-api/site/rissa-kulturhus/block-data?stable=1: HTTP 502 Bad Gateway: Bad gateway",
          expect.stringMatching(
            /^Content data API GET \/content-api\/sites\/rissa-kulturhus\/basic_events \[\d+\] \(id "prod-uten"\): title: expected a non-empty text, got ""$/,
          ),
        ]);
      } finally {
        await apis.close();
      }
    });
  });
});

describe("check-content and scheduled publishing", () => {
  const now = Date.parse("2027-01-10T12:00:00+01:00");

  it("reports each scheduled production and article with where it stands, from files and from the APIs", async () => {
    const dir = scratch({
      "productions/snart.json": {
        ...validProduction(),
        id: "prod-snart",
        pageReference: "snart-2027",
        events: [{ id: "ev-snart", start: "2027-03-01T19:00:00+01:00", hall: "Bojersalen" }],
        publishAt: "2027-01-10T12:00:01+01:00",
      },
      "articles/ute.json": {
        ...validArticle(),
        id: "art-ute",
        slug: "article-ute",
        publishAt: "2027-01-10T12:00:00+01:00",
        unpublishAt: "2027-02-01T00:00:00+01:00",
      },
      "articles/borte.json": {
        ...validArticle(),
        id: "art-borte",
        slug: "article-borte",
        unpublishAt: "2027-01-10T12:00:00+01:00",
      },
    });
    const expected = [
      {
        file: "content/articles/borte.json",
        kind: "article",
        title: "Gavekort",
        unpublishAt: "2027-01-10T12:00:00+01:00",
        state: "unpublished",
      },
      {
        file: "content/articles/ute.json",
        kind: "article",
        title: "Gavekort",
        publishAt: "2027-01-10T12:00:00+01:00",
        unpublishAt: "2027-02-01T00:00:00+01:00",
        state: "published",
      },
      {
        file: "content/productions/snart.json",
        kind: "production",
        title: "Julekonsert",
        publishAt: "2027-01-10T12:00:01+01:00",
        state: "scheduled",
      },
    ];
    const fromFiles = await checkContentReport(dir, repoRedirects, {}, {}, now);
    expect(fromFiles.problems).toEqual([]);
    expect(
      fromFiles.scheduled
        .map((s) => ({ ...s, publishAt: s.publishAt, unpublishAt: s.unpublishAt }))
        .sort((a, b) => a.file.localeCompare(b.file)),
    ).toEqual(expected.map((e) => ({ publishAt: undefined, unpublishAt: undefined, ...e })));
    const apis = createContentApis({ contentDir: dir });
    try {
      const fromApis = await checkContentReport(dir, repoRedirects, apis.env(await apis.listen(0)), {}, now);
      expect(fromApis.problems).toEqual([]);
      expect(fromApis.scheduled.map((s) => [s.title, s.state]).sort()).toEqual([
        ["Gavekort", "published"],
        ["Gavekort", "unpublished"],
        ["Julekonsert", "scheduled"],
      ]);
    } finally {
      await apis.close();
    }
  });

  it("says it in one Norwegian line each", () => {
    const item = { file: "content/productions/snart.json", kind: "production" as const, title: "Julekonsert" };
    expect(scheduleLine({ ...item, publishAt: "2027-01-10T12:00:00+01:00", state: "scheduled" })).toBe(
      'content/productions/snart.json ("Julekonsert"): publiseres søndag 10. januar 2027 kl. 12:00; ikke med i bygg før da',
    );
    expect(scheduleLine({ ...item, unpublishAt: "2027-06-01T00:00:00+02:00", state: "unpublished" })).toBe(
      'content/productions/snart.json ("Julekonsert"): avpublisert tirsdag 1. juni 2027 kl. 00:00; ikke med i bygg',
    );
    expect(
      scheduleLine({
        ...item,
        publishAt: "2027-01-10T12:00:00+01:00",
        unpublishAt: "2027-06-01T00:00:00+02:00",
        state: "published",
      }),
    ).toBe(
      'content/productions/snart.json ("Julekonsert"): publisert fra søndag 10. januar 2027 kl. 12:00, avpubliseres tirsdag 1. juni 2027 kl. 00:00',
    );
  });
});
