import { boundaryViolations, folderGraph, importersOf, shortestCycles, type Boundary, type Graph } from "./deps-graph";

const graph = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("the import structure report", () => {
  it("finds no cycle in a graph that has none", () => {
    expect(shortestCycles(graph({ "a/x.ts": ["b/y.ts"], "b/y.ts": ["c/z.ts"], "c/z.ts": [] }))).toEqual([]);
  });

  it("names the shortest way round a cycle between modules", () => {
    const modules = graph({ "a.ts": ["b.ts"], "b.ts": ["c.ts", "a.ts"], "c.ts": ["a.ts"] });
    expect(shortestCycles(modules)).toEqual([["a.ts", "b.ts"]]);
  });

  it("sees a cycle between folders that no two modules form", () => {
    // blocks/Card imports programme/List, and programme/View imports blocks/Newsletter: no module cycle.
    const modules = graph({
      "src/blocks/Card.tsx": ["src/features/programme/List.tsx"],
      "src/features/programme/View.tsx": ["src/blocks/Newsletter.tsx"],
      "src/features/programme/List.tsx": [],
      "src/blocks/Newsletter.tsx": [],
    });
    expect(shortestCycles(modules)).toEqual([]);
    expect(shortestCycles(folderGraph(modules))).toEqual([["src/blocks", "src/features/programme"]]);
  });

  it("lists who imports a folder from outside it", () => {
    const modules = graph({
      "src/pages/a.tsx": ["src/features/cinema/index.ts"],
      "src/features/cinema/index.ts": ["src/features/cinema/store/store.ts"],
      "src/blocks/b.tsx": ["src/features/cinema/user/Form.tsx"],
    });
    expect(importersOf(modules, "src/features/cinema")).toEqual([
      ["src/blocks/b.tsx", "src/features/cinema/user/Form.tsx"],
      ["src/pages/a.tsx", "src/features/cinema/index.ts"],
    ]);
  });
});

describe("the content model's boundary", () => {
  const boundaries: Boundary[] = [
    { folder: "content-model", only: ["content-model"], why: "the content model imports nothing of the site" },
    { folder: "src", never: ["gatsby"], why: "the site does not import the build" },
  ];

  it("passes imports that keep to it", () => {
    const modules = graph({
      "content-model/index.ts": ["content-model/schemas.ts"],
      "content-model/schemas.ts": [],
      "src/lib/a.ts": ["content-model/index.ts"],
      "gatsby/b.ts": ["content-model/index.ts", "src/lib/a.ts"],
      "scripts/c.ts": ["content-model/index.ts"],
    });
    expect(boundaryViolations(modules, boundaries)).toEqual([]);
  });

  it("catches the content model importing the site or the build, and the site importing the build", () => {
    const modules = graph({
      "content-model/schemas.ts": ["src/lib/paths.ts", "content-model/paths.ts"],
      "content-model/paths.ts": ["gatsby/env/site-url.ts"],
      "src/blocks/x.tsx": ["gatsby/content/drawings.ts"],
      "gatsby/env/site-url.ts": [],
      "src/lib/paths.ts": [],
    });
    expect(boundaryViolations(modules, boundaries)).toEqual([
      ["content-model/paths.ts", "gatsby/env/site-url.ts", "the content model imports nothing of the site"],
      ["content-model/schemas.ts", "src/lib/paths.ts", "the content model imports nothing of the site"],
      ["src/blocks/x.tsx", "gatsby/content/drawings.ts", "the site does not import the build"],
    ]);
  });

  it("does not take a folder for another that starts with its name", () => {
    expect(boundaryViolations(graph({ "src/a.ts": ["gatsby-config.ts", "gatsby-node.ts"] }), boundaries)).toEqual([]);
  });
});
