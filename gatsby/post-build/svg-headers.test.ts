/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { headerRules } from "./header-rules";
import { headersFor } from "./headers-file";
import { listSvgFiles, SVG_POLICY } from "./svg-headers";

const origins = {
  cinemaApi: null,
  newsletterAction: "https://nyhetsbrev.example.com/x",
  extraImageOrigins: [],
  siteUrl: "https://www.rissakulturhus.no",
};

describe("every SVG's own Content-Security-Policy", () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "svg-headers-"));
    for (const file of [
      "logo.svg",
      "favicon.svg",
      "images/kart.svg",
      "images/foto.jpg",
      "static/tegning-0123.SVG",
      "kantine/index.html",
    ]) {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), "");
    }
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("finds every SVG the build publishes, wherever it lies", () => {
    expect(listSvgFiles(publicDir)).toEqual(["/favicon.svg", "/images/kart.svg", "/logo.svg", "/static/tegning-0123.SVG"]);
  });

  it("gives each its policy: nothing runs or loads, inline styles only, sandboxed; other answers keep the site's", () => {
    const rules = headerRules(origins, { hashedAssets: [], svgFiles: listSvgFiles(publicDir) });
    expect(SVG_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    for (const svg of listSvgFiles(publicDir)) {
      const headers = headersFor(rules, svg);
      expect(headers["Content-Security-Policy"]).toBe(SVG_POLICY);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    }
    expect(headersFor(rules, "/kantine")["Content-Security-Policy"]).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(headersFor(rules, "/images/foto.jpg")["Content-Security-Policy"]).toMatch(/^default-src 'self'/);
  });

  it("stops the build on a name a rule cannot hold", () => {
    const odd = fs.mkdtempSync(path.join(os.tmpdir(), "svg-headers-"));
    fs.mkdirSync(path.join(odd, "images"));
    fs.writeFileSync(path.join(odd, "images", "kart med mellomrom.svg"), "");
    try {
      expect(() => listSvgFiles(odd)).toThrow(
        'the drawing "/images/kart med mellomrom.svg" has a name a header rule cannot hold',
      );
    } finally {
      fs.rmSync(odd, { recursive: true, force: true });
    }
  });
});
