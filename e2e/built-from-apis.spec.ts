import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { SITE_RECORD, SITE_ROOT } from "./test-site";

const root = path.join(__dirname, "..");
const recordFile = SITE_RECORD;

type Record = { buildId: string; secrets: string[]; requests: { method: string; path: string; status: number }[] };

function readRecord(): Record {
  if (!fs.existsSync(recordFile))
    throw new Error(`${recordFile} is missing: build with \`npm run build:e2e\`, which builds from the content API stand-in`);
  return JSON.parse(fs.readFileSync(recordFile, "utf8")) as Record;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

// The site under test was built from the content API stand-in (scripts/gatsby-build.ts --from-apis),
// which serves content/ in the APIs' shapes: every other browser test checks its pages against content/.
test.describe("the build from the content APIs", () => {
  test("read the site, the programme, the pages and the articles from the APIs, renewing a refused token", () => {
    const record = readRecord();
    const built = JSON.parse(fs.readFileSync(path.join(SITE_ROOT, "build.json"), "utf8")) as { buildId: string };
    expect(built.buildId, "public/ comes from the build the record describes").toBe(record.buildId);
    const calls = record.requests.map((r) => `${r.method} ${r.path.replace(/\/site(s?)\/[^/]+\//, "/site$1/{id}/")} ${r.status}`);
    for (const call of [
      "GET /content-api/sites 200",
      "GET /content-api/sites/{id}/basic_events 200",
      "GET /content-api/sites/{id}/events 200",
      "GET /management-api/site/{id}/block-data?stable=1 200",
      "GET /management-api/site/{id}/article?stable=1 200",
      "GET /management-api/site/{id}/article?stable=1 401",
    ])
      expect(calls).toContain(call);
    expect(calls.filter((c) => c === "POST /idp/token 200")).toHaveLength(2);
  });

  test("left no credential or token in any file of public/", () => {
    const { secrets } = readRecord();
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    const files = filesUnder(SITE_ROOT);
    expect(files.length).toBeGreaterThan(50);
    const leaks = files.flatMap((file) => {
      const text = fs.readFileSync(file).toString("latin1");
      return secrets.filter((s) => text.includes(s)).map((s) => `${path.relative(root, file)} holds ${s.slice(0, 12)}…`);
    });
    expect(leaks).toEqual([]);
  });
});
