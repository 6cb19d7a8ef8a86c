/** @jest-environment node */
import { resolveSources } from "./resolve-sources";
import { validArticle, validProduction } from "../../content-model/__fixtures__/content";
import type { Article, Production } from "../../content-model";

const production = (id: string, objectClass: "culture" | "movie", starts: string[]) =>
  ({
    ...validProduction(),
    id,
    contentId: id,
    objectClass,
    pageReference: id,
    events: starts.map((start, i) => ({ id: `${id}-${i}`, start, hall: "Smia" })),
  }) as Production & { contentId: string };

const nodes = {
  productions: [
    production("film", "movie", ["2027-01-10T12:00:00+01:00"]),
    production("jul", "culture", ["2026-12-13T18:00:00+01:00", "2026-12-01T18:00:00+01:00"]),
    production("host", "culture", ["2026-10-10T18:00:00+02:00"]),
  ],
  articles: [
    {
      ...validArticle(),
      contentId: "b",
      slug: "b",
      order: 2,
      createdAt: Date.parse("2026-09-01"),
      updatedAt: Date.parse("2026-09-01"),
    },
    {
      ...validArticle(),
      contentId: "a",
      slug: "a",
      order: 1,
      createdAt: Date.parse("2026-10-01"),
      updatedAt: Date.parse("2026-10-01"),
    },
    {
      ...validArticle(),
      contentId: "gammel",
      slug: "gammel",
      order: 0,
      createdAt: Date.parse("2025-01-10"),
      updatedAt: Date.parse("2025-06-10"),
    },
  ] as (Article & { contentId: string })[],
};
const now = Date.parse("2026-11-22T12:00:00+01:00");

describe("resolving block sources", () => {
  it("gives coming productions in date order, past ones left out", () => {
    const data = resolveSources([{ name: "program", model: "production", collection: true }], nodes, now);
    const program = data.program as { id: string; path: string; events: { start: string }[] }[];
    expect(program.map((p) => p.id)).toEqual(["jul", "film"]);
    expect(program[0].path).toBe("/jul");
    expect(program[0].events.map((e) => e.start)).toEqual(["2026-12-01T18:00:00+01:00", "2026-12-13T18:00:00+01:00"]);
  });

  it("applies the source's filter", () => {
    const eq = resolveSources(
      [{ name: "p", model: "production", collection: true, filter: { property: "objectClass", value: "movie", operator: "eq" } }],
      nodes,
      now,
    );
    const ne = resolveSources(
      [{ name: "p", model: "production", collection: true, filter: { property: "objectClass", value: "movie", operator: "ne" } }],
      nodes,
      now,
    );
    expect((eq.p as { id: string }[]).map((p) => p.id)).toEqual(["film"]);
    expect((ne.p as { id: string }[]).map((p) => p.id)).toEqual(["jul"]);
  });

  it("gives articles by order, leaving out those more than a year old, and one item for a non-collection source", () => {
    const data = resolveSources(
      [
        { name: "all", model: "article", collection: true },
        { name: "one", model: "article", collection: false },
      ],
      nodes,
      now,
    );
    expect((data.all as { path: string }[]).map((a) => a.path)).toEqual(["/article/a", "/article/b"]);
    expect((data.one as { path: string }).path).toBe("/article/a");
  });
});
