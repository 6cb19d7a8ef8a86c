/** @jest-environment node */
import fs from "fs";
import path from "path";
import { onCreateNode } from "./on-create-node";
import { validPage } from "../content-model/__fixtures__/content";
import { scratchDir } from "../src/test-utils/scratch-dir";

function run(relativePath: string, text: string, existing: Record<string, unknown> = {}) {
  const dir = scratchDir("content-");
  const absolutePath = path.join(dir, relativePath);
  fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
  fs.writeFileSync(absolutePath, text);
  const created: Record<string, unknown>[] = [];
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
  const args = {
    node: { id: "file-1", absolutePath, relativePath, sourceInstanceName: "content", internal: { type: "File" } },
    actions: { createNode: (n: Record<string, unknown>) => created.push(n), createParentChildLink: jest.fn() },
    createNodeId: (s: string) => `node:${s}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => existing[id],
    reporter,
  };
  (onCreateNode as (a: unknown) => void)(args);
  return { created, reporter };
}

describe("turning content files into nodes", () => {
  it("creates a typed ContentPage node, each block carrying its sources", () => {
    const { created, reporter } = run("pages/testside.json", JSON.stringify(validPage()));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      id: "node:file:ContentPage:page-test",
      contentId: "page-test",
      path: "/testside",
      sourceFile: "content/pages/testside.json",
      internal: { type: "ContentPage" },
    });
    const blocks = created[0].blocks as { id: string; sourceDefs: { name: string }[] }[];
    expect(blocks.map((b) => [b.id, b.sourceDefs.map((s) => s.name)])).toEqual([
      ["tekst", []],
      ["program", ["program"]],
    ]);
  });

  it("stops the build on bad content, naming file, field and expectation", () => {
    const page = validPage();
    page.blocks[0].component = "Banner";
    const { created, reporter } = run("pages/testside.json", JSON.stringify(page));
    expect(created).toHaveLength(0);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('content/pages/testside.json: blocks[0].component: expected one of "Hero"'),
    );
  });

  it("stops the build on unreadable JSON", () => {
    const { reporter } = run("articles/a.json", "{ not json");
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining("content/articles/a.json: (the whole file): expected valid JSON"),
    );
  });

  it("stops the build when two files share an id", () => {
    const { reporter } = run("pages/kopi.json", JSON.stringify(validPage()), {
      "node:file:ContentPage:page-test": { sourceFile: "content/pages/testside.json" },
    });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'content/pages/kopi.json: id: expected an id no other page has, got "page-test" (also used by content/pages/testside.json)',
      ),
    );
  });

  it("warns about a JSON file in an unknown folder instead of guessing", () => {
    const { created, reporter } = run("sider/x.json", "{}");
    expect(created).toHaveLength(0);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("content/sider/x.json: not read"));
  });
});
