import { folderGraph, importersOf, shortestCycles, type Graph } from "./deps-graph";

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
