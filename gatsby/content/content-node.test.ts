/** @jest-environment node */
import { createContentNode, deleteUnpublishedNodes } from "./content-node";
import { forgetFileTwins } from "./file-twins";
import { parseContentRecord } from "../../content-model";
import { PRESETS } from "../images/presets";
import { validArticle, validProduction } from "../../content-model/__fixtures__/content";

/**
 * Scheduled publishing at the build's hooks: a production or article is made a node (and so a page,
 * and an entry in every list, feed and calendar) only while the build's clock (BUILD_NOW) is at or
 * after its publishAt and before its unpublishAt; a node Gatsby kept from an earlier build is
 * taken out when its time is over.
 */
const saved = process.env.BUILD_NOW;
beforeEach(forgetFileTwins);
afterEach(() => {
  if (saved === undefined) delete process.env.BUILD_NOW;
  else process.env.BUILD_NOW = saved;
});

function create(kind: "production" | "article", record: Record<string, unknown>, now: string) {
  process.env.BUILD_NOW = now;
  const created: Record<string, unknown>[] = [];
  const helpers = {
    actions: { createNode: (n: Record<string, unknown>) => created.push(n) },
    createNodeId: (s: string) => `node:${s}`,
    createContentDigest: () => "digest",
    getNode: () => undefined,
    getNodesByType: () => [],
    reporter: { panicOnBuild: jest.fn() },
  };
  createContentNode(parseContentRecord("content/x.json", kind, record), "content/x.json", helpers as never);
  return created;
}

describe("a scheduled production or article in the build", () => {
  const production = { ...validProduction(), publishAt: "2027-01-10T12:00:00+01:00", unpublishAt: "2027-02-01T00:00:00+01:00" };
  const article = { ...validArticle(), publishAt: "2027-01-10T12:00:00+01:00", unpublishAt: "2027-02-01T00:00:00+01:00" };

  it.each([
    ["a millisecond before publishAt", "2027-01-10T11:59:59.999+01:00", 0],
    ["at publishAt", "2027-01-10T11:00:00Z", 1],
    ["a millisecond before unpublishAt", "2027-01-31T23:59:59.999+01:00", 1],
    ["at unpublishAt", "2027-02-01T00:00:00+01:00", 0],
  ])("is built %s: %s gives %i node", (_, now, count) => {
    expect(create("production", production, now)).toHaveLength(count);
    expect(create("article", article, now)).toHaveLength(count);
  });

  it("keeps its schedule on the node", () => {
    expect(create("article", article, "2027-01-15T12:00:00+01:00")[0]).toMatchObject({ publishAt: article.publishAt, unpublishAt: article.unpublishAt });
  });

  it("is taken out of Gatsby's cache when its time is over, and only then", () => {
    process.env.BUILD_NOW = "2027-02-01T00:00:00+01:00";
    const nodes: Record<string, { id: string; publishAt?: string; unpublishAt?: string }[]> = {
      Production: [
        { id: "gone", unpublishAt: "2027-02-01T00:00:00+01:00" },
        { id: "stays", unpublishAt: "2027-02-01T00:00:00.001+01:00" },
        { id: "always" },
      ],
      Article: [{ id: "not-yet", publishAt: "2027-02-01T00:00:00.001+01:00" }],
    };
    const deleted: string[] = [];
    const count = deleteUnpublishedNodes({ getNodesByType: (type: string) => nodes[type] ?? [], actions: { deleteNode: (n: { id: string }) => deleted.push(n.id) } } as never);
    expect(deleted).toEqual(["gone", "not-yet"]);
    expect(count).toBe(2);
  });
});

describe("a content node's digest", () => {
  const savedEncoding = process.env.PICTURE_ENCODING;
  afterEach(() => {
    if (savedEncoding === undefined) delete process.env.PICTURE_ENCODING;
    else process.env.PICTURE_ENCODING = savedEncoding;
  });

  /** The digest of one production's node, made with the given encoding and a real digest of what it is handed. */
  function digest(encoding: string): string {
    process.env.PICTURE_ENCODING = encoding;
    let made = "";
    const helpers = {
      actions: { createNode: (n: { internal: { contentDigest: string } }) => (made = n.internal.contentDigest) },
      createNodeId: (s: string) => `node:${s}`,
      createContentDigest: (input: unknown) => JSON.stringify(input),
      getNode: () => undefined,
      getNodesByType: () => [],
      reporter: { panicOnBuild: jest.fn() },
    };
    createContentNode(parseContentRecord("content/x.json", "production", validProduction()), "content/x.json", helpers as never);
    return made;
  }

  it("changes with the pictures' encoding, so a build with the other one runs its queries again", () => {
    expect(digest("draft")).not.toBe(digest("final"));
    expect(digest("final")).toBe(digest(""));
  });

  it("changes with the presets, so a new width reaches the pages of a build over the cache", () => {
    const before = digest("final");
    const widths = PRESETS.hero.small.widths;
    PRESETS.hero.small.widths = [...widths, 1600];
    try {
      expect(digest("final")).not.toBe(before);
    } finally {
      PRESETS.hero.small.widths = widths;
    }
    expect(digest("final")).toBe(before);
  });
});

