/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createContentApis, readContent, type ContentApis } from "../dev/content-api/server";
import { sourceNodes } from "./source-nodes";
import { onCreateNode } from "./on-create-node";
import { forgetFileTwins } from "./content/file-twins";

const NAMES = [
  "CONTENT_API_URL",
  "CONTENT_API_USER",
  "CONTENT_API_PASSWORD",
  "MANAGEMENT_API_URL",
  "MANAGEMENT_TOKEN_URL",
  "MANAGEMENT_CLIENT_ID",
  "MANAGEMENT_CLIENT_SECRET",
];
let apis: ContentApis;
const saved = { ...process.env };

beforeEach(async () => {
  forgetFileTwins();
  apis = createContentApis();
  Object.assign(process.env, apis.env(await apis.listen(0)));
});
afterEach(async () => {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, saved);
  await apis.close();
});

type TestNode = { id: string; internal: { type: string }; sourceFile: string; contentId: string };

/** One sourcing run; `kept` holds the nodes an earlier build left in Gatsby's cache, and gets this run's. */
async function run(kept = new Map<string, TestNode>()) {
  const nodes: TestNode[] = [];
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), warn: jest.fn() };
  const args = {
    actions: {
      createNode: (n: TestNode) => {
        nodes.push(n);
        kept.set(n.id, n);
      },
    },
    createNodeId: (s: string) => `node:${s}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => kept.get(id),
    getNodesByType: () => [],
    reporter,
  };
  await (sourceNodes as (a: unknown) => Promise<void>)(args);
  return { nodes, reporter, kept };
}

it("creates the site, production, page and article nodes from the APIs", async () => {
  const { nodes, reporter } = await run();
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  const types = new Set(nodes.map((n) => n.internal.type));
  expect([...types].sort()).toEqual(["Article", "ContentPage", "Production", "SiteDefinition"]);
  expect(nodes.find((n) => n.internal.type === "SiteDefinition")?.sourceFile).toBe(
    'Content data API GET /content-api/sites [0] (id "rissa-kulturhus")',
  );
  expect(reporter.info).toHaveBeenCalledWith(
    expect.stringMatching(/^Read content data API \(127\.0\.0\.1:\d+\): site rissa-kulturhus, \d+ productions; management API/),
  );
});

it("stops the build, creating nothing, when an API fails", async () => {
  apis.answerNext("/content-api/sites", { status: 500, json: { Message: "Databasen svarer ikke." } });
  const { nodes, reporter } = await run();
  expect(nodes).toEqual([]);
  expect(reporter.panicOnBuild).toHaveBeenCalledWith(
    [
      "Could not read the content APIs, nothing was built:",
      'Content data API: GET /content-api/sites: HTTP 500 Internal Server Error: {"Message":"Databasen svarer ikke."}',
      "Management API: not read: it is asked for the site the content data API's GET sites names, and that call failed (CONTENT_API_SITE_ID would name the site)",
    ].join("\n"),
  );
});

it("reports one API's failure and the other's content errors together", async () => {
  apis.answerNext("/content-api/sites/rissa-kulturhus/events", { status: 503, text: "Vedlikehold" });
  apis.answerNext("/management-api/site/rissa-kulturhus/article", { json: [{ id: "a-1", title: "Uten resten" }] });
  const { nodes, reporter } = await run();
  expect(nodes).toEqual([]);
  expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
  const [message] = reporter.panicOnBuild.mock.calls[0] as [string];
  expect(message).toMatch(
    /^Could not read the content APIs, nothing was built:\nContent data API: GET \/content-api\/sites\/rissa-kulturhus\/events: HTTP 503 Service Unavailable: Vedlikehold\n\nContent error in the APIs' answers, fix the content there and build again:\nManagement API GET /,
  );
});

it("stops the build, creating nothing, when a record breaks the content rules", async () => {
  apis.answerNext("/management-api/site/rissa-kulturhus/article", { json: [{ id: "a-1", title: "Uten resten" }] });
  const { nodes, reporter } = await run();
  expect(nodes).toEqual([]);
  expect(reporter.panicOnBuild).toHaveBeenCalledWith(
    expect.stringContaining(
      'Management API GET /management-api/site/rissa-kulturhus/article?stable=1 [0] (id "a-1"): slug: expected a text, got nothing',
    ),
  );
});

it.each([
  ["a first build", async () => new Map<string, TestNode>()],
  ["a rebuild from Gatsby's cache", async () => (await run()).kept],
])("stops the build when two records share an id, on %s", async (_, cache) => {
  const kept = await cache();
  apis.answerNext("/management-api/site/rissa-kulturhus/article", {
    json: [0, 1].map(() =>
      JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", "articles", "info-om-cookies.json"), "utf8")),
    ),
  });
  const { reporter } = await run(kept);
  expect(reporter.panicOnBuild).toHaveBeenCalledWith(
    expect.stringContaining('[1] (id "article-4"): id: expected an id no other article has'),
  );
});

it("rebuilds from Gatsby's cache after the API reorders its lists, without a false duplicate", async () => {
  const { kept } = await run();
  const served = readContent(path.join(__dirname, "..", "content"));
  apis.answerNext("/management-api/site/rissa-kulturhus/article", { json: [...served.articles].reverse() });
  apis.answerNext("/content-api/sites/rissa-kulturhus/basic_events", { json: [...served.basicEvents].reverse() });
  const { nodes, reporter } = await run(kept);
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  expect(nodes.filter((n) => n.internal.type === "Article").length).toBe(served.articles.length);
});

describe("content files a stopped build left without their node", () => {
  it("are read again, though Gatsby does not hand them to onCreateNode (they are unchanged): no node, or a node that is gone", async () => {
    for (const name of NAMES) delete process.env[name];
    const siteJson = path.join(__dirname, "..", "content", "site.json");
    const created: TestNode[] = [];
    const linked: string[] = [];
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), warn: jest.fn() };
    const files = [
      {
        id: "file-site",
        absolutePath: siteJson,
        relativePath: "site.json",
        sourceInstanceName: "content",
        children: [],
        internal: { type: "File" },
      },
      {
        id: "file-read",
        absolutePath: siteJson,
        relativePath: "site.json",
        sourceInstanceName: "content",
        children: ["node:x"],
        internal: { type: "File" },
      },
      {
        id: "file-node-gone",
        absolutePath: siteJson,
        relativePath: "site.json",
        sourceInstanceName: "content",
        children: ["node:borte"],
        internal: { type: "File" },
      },
      {
        id: "file-deleted",
        absolutePath: path.join(__dirname, "..", "content", "slettet.json"),
        relativePath: "slettet.json",
        sourceInstanceName: "content",
        children: [],
        internal: { type: "File" },
      },
      {
        id: "file-image",
        absolutePath: "/x.svg",
        relativePath: "x.svg",
        sourceInstanceName: "content",
        children: [],
        internal: { type: "File" },
      },
    ];
    const args = {
      actions: {
        createNode: (n: TestNode) => created.push(n),
        createParentChildLink: ({ parent }: { parent: { id: string } }) => linked.push(parent.id),
      },
      createNodeId: (s: string) => `node:${s}`,
      createContentDigest: () => "digest",
      getNode: (id: string) => (id === "node:x" ? { id } : undefined),
      getNodesByType: (type: string) => (type === "File" ? files : []),
      reporter,
    };
    await (sourceNodes as (a: unknown) => Promise<void>)(args);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(created.map((n) => n.internal.type)).toEqual(["SiteDefinition", "SiteDefinition"]);
    expect(linked).toEqual(["file-site", "file-node-gone"]);
  });
});

it("gives the same record from an API and from a file two nodes, so a build from one never takes over the other's", async () => {
  const { nodes } = await run();
  const fromApi = nodes.find((n) => n.internal.type === "SiteDefinition")!;
  const created: TestNode[] = [];
  const siteJson = path.join(__dirname, "..", "content", "site.json");
  (onCreateNode as (a: unknown) => void)({
    node: {
      id: "file-site",
      absolutePath: siteJson,
      relativePath: "site.json",
      sourceInstanceName: "content",
      internal: { type: "File" },
    },
    actions: { createNode: (n: TestNode) => created.push(n), createParentChildLink: jest.fn() },
    createNodeId: (s: string) => `node:${s}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => (id === fromApi.id ? fromApi : undefined),
    getNodesByType: (type: string) => (fromApi.internal.type === type ? [fromApi] : []),
    reporter: { panicOnBuild: jest.fn(), warn: jest.fn() },
  });
  expect(created[0].contentId).toBe(fromApi.contentId);
  expect(created[0].id).not.toBe(fromApi.id);
});

it("carries publishAt and unpublishAt from the APIs, and builds only what is published at the build's clock", async () => {
  const savedNow = process.env.BUILD_NOW;
  process.env.BUILD_NOW = "2027-01-10T12:00:00+01:00";
  try {
    const served = readContent(path.join(__dirname, "..", "content"));
    const [soon, over, ...rest] = served.basicEvents as Record<string, unknown>[];
    apis.answerNext("/content-api/sites/rissa-kulturhus/basic_events", {
      json: [{ ...soon, publishAt: "2027-01-10T12:00:01+01:00" }, { ...over, unpublishAt: "2027-01-10T12:00:00+01:00" }, ...rest],
    });
    const [article, ...articles] = served.articles as Record<string, unknown>[];
    apis.answerNext("/management-api/site/rissa-kulturhus/article", {
      json: [{ ...article, publishAt: "2027-01-10T12:00:00+01:00", unpublishAt: "2027-01-10T12:00:01+01:00" }, ...articles],
    });
    const { nodes, reporter } = await run();
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const ids = (type: string) => nodes.filter((n) => n.internal.type === type).map((n) => n.contentId);
    expect(ids("Production")).toEqual(rest.map((p) => p.id));
    expect(ids("Article")).toEqual([article, ...articles].map((a) => a.id));
    expect(nodes.find((n) => n.contentId === article.id)).toMatchObject({
      publishAt: "2027-01-10T12:00:00+01:00",
      unpublishAt: "2027-01-10T12:00:01+01:00",
    });
  } finally {
    if (savedNow === undefined) delete process.env.BUILD_NOW;
    else process.env.BUILD_NOW = savedNow;
  }
});
