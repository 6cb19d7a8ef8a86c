/** @jest-environment node */
import fs from "fs";
import path from "path";
import { onCreateNode } from "./on-create-node";
import { validPage } from "../content-model/__fixtures__/content";
import { scratchDir } from "../src/test-utils/scratch-dir";
import { forgetFileTwins } from "./content/file-twins";

type Node = Record<string, unknown> & { internal?: { type?: string } };

/** A file's modification time as gatsby-source-filesystem keeps it on the File node. */
const mtime = (file: string) => fs.statSync(file).mtime.toJSON();

/**
 * onCreateNode for each file in turn (`relativePath`, `text`) of a scratch content folder, as File
 * nodes file-1, file-2, …, with `existing(folder)` the nodes Gatsby already holds (from an earlier
 * build), by id.
 */
function readFiles(
  files: { relativePath: string; text: string }[],
  existing: (folder: string) => Record<string, Node> = () => ({}),
) {
  forgetFileTwins();
  const dir = scratchDir("content-");
  const created: Record<string, unknown>[] = [];
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
  const nodes: Record<string, Node> = existing(dir);
  files.forEach(({ relativePath, text }, i) => {
    const absolutePath = path.join(dir, relativePath);
    fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
    fs.writeFileSync(absolutePath, text);
    const file = {
      id: `file-${i + 1}`,
      absolutePath,
      relativePath,
      modifiedTime: mtime(absolutePath),
      sourceInstanceName: "content",
      internal: { type: "File" },
    };
    nodes[file.id] = file;
    (onCreateNode as (a: unknown) => void)({
      node: file,
      actions: {
        createNode: (n: Node) => {
          created.push(n);
          nodes[n.id as string] = n;
        },
        createParentChildLink: jest.fn(),
      },
      createNodeId: (s: string) => `node:${s}`,
      createContentDigest: () => "digest",
      getNode: (id: string) => nodes[id],
      getNodesByType: (type: string) => Object.values(nodes).filter((n) => n.internal?.type === type),
      reporter,
    });
  });
  return { created, reporter };
}

/** onCreateNode for one file of a scratch content folder (readFiles). */
const run = (relativePath: string, text: string, existing?: (folder: string) => Record<string, Node>) =>
  readFiles([{ relativePath, text }], existing);

/**
 * A page's node from an earlier build, made from `folder`/`relativePath`: written there when
 * `onDisk`, and changed since its File node was made when `changedSince`.
 */
function earlierPage(folder: string, relativePath: string, onDisk: boolean, changedSince = false): Record<string, Node> {
  const absolutePath = path.join(folder, relativePath);
  let modifiedTime = "2026-01-01T00:00:00.000Z";
  if (onDisk) {
    fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
    fs.writeFileSync(absolutePath, JSON.stringify(validPage()));
    modifiedTime = changedSince ? "2026-01-01T00:00:00.000Z" : mtime(absolutePath);
  }
  return {
    "file-0": {
      id: "file-0",
      absolutePath,
      relativePath,
      modifiedTime,
      sourceInstanceName: "content",
      internal: { type: "File" },
    },
    "node:file:ContentPage:page-test:file-0": {
      id: "node:file:ContentPage:page-test:file-0",
      contentId: "page-test",
      sourceFile: path.join("content", relativePath),
      parent: "file-0",
      internal: { type: "ContentPage" },
    },
  };
}

describe("turning content files into nodes", () => {
  it("creates a typed ContentPage node, each block carrying its sources", () => {
    const { created, reporter } = run("pages/testside.json", JSON.stringify(validPage()));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      id: "node:file:ContentPage:page-test:file-1",
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
    const { created, reporter } = run("pages/kopi.json", JSON.stringify(validPage()), (folder) =>
      earlierPage(folder, "pages/testside.json", true),
    );
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'content/pages/kopi.json: id: expected an id no other page has, got "page-test" (also used by content/pages/testside.json)',
      ),
    );
    expect(created).toHaveLength(0);
  });

  it("stops the build when two new files share an id, read in one build", () => {
    const page = JSON.stringify(validPage());
    const { reporter } = readFiles([
      { relativePath: "pages/a.json", text: page },
      { relativePath: "pages/b.json", text: page },
    ]);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'content/pages/b.json: id: expected an id no other page has, got "page-test" (also used by content/pages/a.json)',
      ),
    );
  });

  // Gatsby deletes a file's node with the nodes it lists as children: the record's node must be a
  // new one, named by its new file, or it goes with the old file's node (a page missing after a
  // rename, a build of another content folder with no site.json).
  it.each([
    ["renamed (its old file gone)", (folder: string) => earlierPage(folder, "pages/testside.json", false)],
    ["read from another content folder, still on disk", () => earlierPage(scratchDir("content-"), "pages/kopi.json", true)],
    // Its new content (another id) is read in this build too, whichever file comes first.
    ["changed since, in this folder", (folder: string) => earlierPage(folder, "pages/testside.json", true, true)],
  ])("makes a node of its own for a record whose earlier file was %s", (_, existing) => {
    const { created, reporter } = run("pages/kopi.json", JSON.stringify(validPage()), existing);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(created).toMatchObject([
      { id: "node:file:ContentPage:page-test:file-1", parent: "file-1", sourceFile: "content/pages/kopi.json" },
    ]);
  });

  it("warns about a JSON file in an unknown folder instead of guessing", () => {
    const { created, reporter } = run("sider/x.json", "{}");
    expect(created).toHaveLength(0);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("content/sider/x.json: not read"));
  });
});
