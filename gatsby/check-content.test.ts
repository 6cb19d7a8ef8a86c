/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { checkContent } from "./check-content";
import { validArticle, validPage, validProduction } from "./__fixtures__/content";

const repoContent = path.join(__dirname, "..", "content");
const repoRedirects = path.join(__dirname, "..", "redirects.json");

function scratch(files: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-"));
  fs.cpSync(repoContent, dir, { recursive: true });
  for (const [name, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof value === "string" ? value : JSON.stringify(value));
  }
  return dir;
}

describe("check-content", () => {
  it("finds nothing wrong with the shipped content", () => {
    expect(checkContent(repoContent, repoRedirects)).toEqual([]);
  });

  it("lists every problem, across files, with file and field", () => {
    const page = validPage();
    page.blocks[0].component = "Banner";
    const dir = scratch({
      "pages/ny.json": page,
      "articles/odelagt.json": "{",
      "productions/kopi.json": { ...validProduction(), id: "prod-kopi", pageReference: "kontakt-oss" },
      "articles/x.json": validArticle(),
    });
    const problems = checkContent(dir, repoRedirects);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('content/pages/ny.json: blocks[0].component: expected one of "Hero"'),
        expect.stringContaining("content/articles/odelagt.json: (the whole file): expected valid JSON"),
        expect.stringContaining("Duplicate path /kontakt-oss: content/pages/kontakt-oss.json and content/productions/kopi.json"),
      ]),
    );
  });
});
