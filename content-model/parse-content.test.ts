/** @jest-environment node */
import { ContentError, parseContentFile } from "./parse-content";
import { validArticle, validPage, validProduction } from "./__fixtures__/content";

const parsePage = (page: unknown) => parseContentFile("content/pages/testside.json", "pages/testside.json", JSON.stringify(page));
const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError, but the content was accepted");
};

describe("reading content files", () => {
  it("accepts a valid page and keeps its blocks", () => {
    const parsed = parsePage(validPage());
    expect(parsed?.kind).toBe("page");
    expect(parsed?.kind === "page" && parsed.data.blocks.map((b) => b.id)).toEqual(["tekst", "program"]);
  });

  it("rejects unreadable JSON, naming the file", () => {
    const message = errorOf(() => parseContentFile("content/pages/x.json", "pages/x.json", '{ "id": "x", '));
    expect(message).toMatch(/^content\/pages\/x\.json: \(the whole file\): expected valid JSON, got a parse error/);
  });

  it("rejects an unknown block component with its field path and the known names", () => {
    const page = validPage();
    page.blocks[1].component = "Herro";
    const message = errorOf(() => parsePage(page));
    expect(message).toContain('content/pages/testside.json: blocks[1].component: expected one of "Hero", "RichText"');
    expect(message).toContain('got "Herro"');
  });

  it("rejects a missing required field with its path", () => {
    const page = validPage() as Record<string, unknown>;
    delete (page.meta as { nb: Record<string, unknown> }).nb.description;
    expect(errorOf(() => parsePage(page))).toContain(
      "content/pages/testside.json: meta.nb.description: expected a text, got nothing (the field is missing)",
    );
  });

  it("rejects a block placed outside the template", () => {
    const page = validPage();
    page.blocks[0].place.row = 3;
    expect(errorOf(() => parsePage(page))).toContain("blocks[0].place.row: expected a row from 1 to 1 of template.rows, got 3");
  });

  it("rejects a dataId that names no source, and a programme without a production source", () => {
    const page = validPage();
    page.blocks[1].dataIds = ["programmet"];
    const message = errorOf(() => parsePage(page));
    expect(message).toContain(
      'blocks[1].dataIds[0]: expected the name of one of this page\'s sources (program), got "programmet"',
    );
    expect(message).toContain('blocks[1].dataIds: expected the name of a source with model "production"');
  });

  it("rejects block data of the wrong shape", () => {
    const page = validPage();
    page.blocks[0].data = { html: 42 } as never;
    expect(errorOf(() => parsePage(page))).toContain("blocks[0].data.html: expected a text, got number 42");
  });

  it("lists every problem of a file at once", () => {
    const prod = validProduction() as Record<string, unknown>;
    prod.pageReference = "Jule Konsert";
    (prod.events as { start: string }[])[0].start = "12.12.2026 18:00";
    const message = errorOf(() => parseContentFile("content/productions/jul.json", "productions/jul.json", JSON.stringify(prod)));
    expect(message.split("\n")).toEqual([
      'content/productions/jul.json: pageReference: expected a slug of lower-case a-z, 0-9 and single hyphens, got "Jule Konsert"',
      'content/productions/jul.json: events[0].start: expected a real date and time with offset, like "2026-12-05T19:00:00+01:00" (month 01-12, a day the month has, hour 00-23, minute and second 00-59), got "12.12.2026 18:00"',
    ]);
  });

  it("rejects fields it does not know, so a typo is not silently ignored", () => {
    const article = { ...validArticle(), titel: "Skrivefeil" };
    expect(errorOf(() => parseContentFile("content/articles/a.json", "articles/a.json", JSON.stringify(article)))).toContain(
      "titel: expected no such field",
    );
  });

  it("ignores files outside the known folders", () => {
    expect(parseContentFile("content/notes/x.json", "notes/x.json", "{}")).toBeNull();
  });

  it("sanitizes article, production and rich-text HTML", () => {
    const hostile =
      '<p onclick="steal()">Hei<script>alert(1)</script> <a href="javascript:alert(1)">klikk</a> <img src="/images/x.png" onerror="alert(1)"></p><iframe src="https://evil.example"></iframe>';
    const article = parseContentFile(
      "content/articles/a.json",
      "articles/a.json",
      JSON.stringify({ ...validArticle(), content: hostile }),
    );
    const production = parseContentFile(
      "content/productions/p.json",
      "productions/p.json",
      JSON.stringify({ ...validProduction(), contents: [{ summary: "s", body: hostile }] }),
    );
    const page = validPage();
    page.blocks[0].data = { html: hostile };
    const richText = parsePage(page);
    const outputs = [
      article?.kind === "article" && article.data.content,
      production?.kind === "production" && production.data.contents[0].body,
      richText?.kind === "page" && (richText.data.blocks[0].data as { html: string }).html,
    ];
    for (const html of outputs) {
      expect(html).toContain("Hei");
      expect(html).toContain("klikk");
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    }
  });
});

describe("blocks a page's layout can show", () => {
  it("rejects a lobby-screen block on an ordinary page, and an ordinary block on a screen", () => {
    const page = validPage();
    page.blocks[0].component = "ScreenProgram";
    page.blocks[0].dataIds = ["program"];
    page.blocks[0].data = { heading: "Program" };
    expect(errorOf(() => parsePage(page))).toContain(
      'content/pages/testside.json: blocks: expected blocks a "default" page can show',
    );
    const screen = { ...validPage(), layout: "screen" };
    expect(errorOf(() => parsePage(screen))).toContain(
      'blocks: expected blocks a "screen" page can show: ScreenProgram, ScreenSlideshow, Newsletter, got ["RichText","CultureProgram"]',
    );
  });
});

describe("access features and date status", () => {
  const parseProduction = (production: unknown) =>
    parseContentFile("content/productions/p.json", "productions/p.json", JSON.stringify(production));

  it("accepts the known access features on a production and on a date, and a date's status", () => {
    const valid = validProduction();
    const production = { ...valid, fields: { ...valid.fields, accessibility: ["teleslynge", "rullestolplass"] } };
    production.events[0] = { ...production.events[0], accessibility: ["tekstet"], status: "cancelled" } as never;
    const parsed = parseProduction(production);
    expect(
      parsed?.kind === "production" && [
        parsed.data.fields.accessibility,
        parsed.data.events[0].accessibility,
        parsed.data.events[0].status,
      ],
    ).toEqual([["teleslynge", "rullestolplass"], ["tekstet"], "cancelled"]);
  });

  it("reads a production's ticket sale start, checked like a date's start", () => {
    const valid = validProduction();
    const parsed = parseProduction({ ...valid, fields: { ...valid.fields, ticketSaleStart: "2026-12-01T10:00:00+01:00" } });
    expect(parsed?.kind === "production" && parsed.data.fields.ticketSaleStart).toBe("2026-12-01T10:00:00+01:00");
    for (const bad of ["2026-02-31T10:00:00+01:00", "1. desember kl. 10", "2026-12-01T10:00:00"])
      expect(errorOf(() => parseProduction({ ...valid, fields: { ...valid.fields, ticketSaleStart: bad } }))).toMatch(
        /^content\/productions\/p\.json: fields\.ticketSaleStart: expected a real date and time with offset/,
      );
  });

  it("rejects an unknown access feature or status with the field's path and the known values", () => {
    const valid = validProduction();
    const production = { ...valid, fields: { ...valid.fields, accessibility: ["Teleslynge"] } };
    production.events[0] = { ...production.events[0], accessibility: ["hørselsslynge"], status: "avlyst" } as never;
    expect(errorOf(() => parseProduction(production)).split("\n")).toEqual([
      'content/productions/p.json: fields.accessibility[0]: expected one of "teleslynge", "rullestolplass", "tekstet", "syntolket", "avslappet-visning", "ledsager-gratis", got "Teleslynge"',
      'content/productions/p.json: events[0].status: expected one of "cancelled", "soldOut", got "avlyst"',
      'content/productions/p.json: events[0].accessibility[0]: expected one of "teleslynge", "rullestolplass", "tekstet", "syntolket", "avslappet-visning", "ledsager-gratis", got "hørselsslynge"',
    ]);
  });

  it("checks a hall's access facts", () => {
    const page = validPage();
    page.blocks.push({
      component: "HallAccess",
      hide: false,
      id: "sal",
      place: { row: 1, column: 1, order: 9 },
      dataIds: [],
      data: { seats: 120, wheelchairSpaces: "fire", hearingLoop: true },
    } as never);
    const problems = errorOf(() => parsePage(page)).split("\n");
    expect(problems).toContain(
      'content/pages/testside.json: blocks[2].data.wheelchairSpaces: expected a whole number of at least 0, got "fire"',
    );
    expect(problems).toContain(
      "content/pages/testside.json: blocks[2].data.stepFreeEntrance: expected true or false, got nothing (the field is missing)",
    );
  });
});
