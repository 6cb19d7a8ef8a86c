/** @jest-environment node */
import fs from "fs";
import path from "path";
import vm from "vm";
import {
  GLOBALS_LOADER,
  GLOBALS_LOADER_FILE,
  externaliseInlineScripts,
  externaliseSiteScripts,
  readGlobalAssignments,
} from "./external-inline-scripts";
import { scratchDir } from "../../src/test-utils/scratch-dir";

// What Gatsby 5 writes at the end of a page's body (a slice carries the chunk map and the hash).
const chunkMap = JSON.stringify({ app: ["/app-1.js"], "component---src-pages-404-tsx": ["/c-2.js"] });
const GATSBY_PAGE = `<html><head><script type="application/ld+json">{"@type":"Event"}</script></head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/kantine";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->
<script id="gatsby-chunk-mapping">
  window.___chunkMapping=${JSON.stringify(chunkMap)};
</script>
<script>window.___webpackCompilationHash="4b42b1a1ba93d03a9e16";</script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

/** Runs the page's scripts as a browser would, in order, and returns the globals they set. */
function runPage(html: string, files: Record<string, string>) {
  const window: Record<string, unknown> = {};
  const elements = new Map<string, { textContent: string }>();
  const document = { getElementById: (id: string) => elements.get(id) ?? null };
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const id = /id="([^"]+)"/.exec(attrs)?.[1];
    if (/type="application\/(ld\+)?json"/.test(attrs)) {
      if (id) elements.set(id, { textContent: body });
      continue;
    }
    const src = /src="([^"]+)"/.exec(attrs)?.[1];
    const code = src ? files[src] : body;
    if (code !== undefined) vm.runInNewContext(code, { window, document });
  }
  return window;
}

describe("moving Gatsby's inline scripts out of a page", () => {
  const { html, moved } = externaliseInlineScripts(GATSBY_PAGE, `/${GLOBALS_LOADER_FILE}`);

  it("leaves no inline script that runs, and keeps data blocks such as JSON-LD", () => {
    expect(moved).toBe(3);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/src=|type="application\/(ld\+)?json"/.test(attrs),
    );
    expect(inline).toEqual([]);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Event"}</script>');
  });

  it("sets the same globals, before Gatsby's own scripts", () => {
    const before = runPage(GATSBY_PAGE, {});
    const after = runPage(html, { [`/${GLOBALS_LOADER_FILE}`]: GLOBALS_LOADER });
    expect(after).toEqual(before);
    expect(after.pagePath).toBe("/kantine");
    expect(html.indexOf(GLOBALS_LOADER_FILE)).toBeLessThan(html.indexOf("/webpack-runtime-1.js"));
  });

  it("cannot be broken out of by a value that closes the element", () => {
    // window.pagePath = "</script><!--", written with JSON escapes as Gatsby would.
    const page = '<body><script>window.pagePath="\\u003c/script>\\u003c!--";</script></body>';
    const out = externaliseInlineScripts(page, "/g.js").html;
    expect(out).not.toContain("</script><!--");
    expect(runPage(out, { "/g.js": GLOBALS_LOADER }).pagePath).toBe("</script><!--");
  });

  it("rewrites a page again when Gatsby stitches fresh scripts into it: one data block, the newer values", () => {
    const nextBuild = GATSBY_PAGE.replace("4b42b1a1ba93d03a9e16", "9f0e0d0c0b0a09080706");
    // The page was not rendered again: only the slice, with the next build's scripts, is put in anew.
    const freshSlice = /<!-- slice-start[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/.exec(nextBuild)![0];
    const stitched = html.replace(/<!-- slice-start[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/, () => freshSlice);
    const again = externaliseInlineScripts(stitched, `/${GLOBALS_LOADER_FILE}`).html;
    expect(again.match(/id="site-globals"/g)).toHaveLength(1);
    expect(again.match(new RegExp(GLOBALS_LOADER_FILE, "g"))).toHaveLength(1);
    const globals = runPage(again, { [`/${GLOBALS_LOADER_FILE}`]: GLOBALS_LOADER });
    expect(globals).toMatchObject({ pagePath: "/kantine", ___webpackCompilationHash: "9f0e0d0c0b0a09080706" });
  });

  it("leaves a page without inline scripts as it is", () => {
    const page = '<html><body><script src="/app.js" async></script></body></html>';
    expect(externaliseInlineScripts(page, "/g.js")).toEqual({ html: page, moved: 0 });
  });
});

describe("reading an inline script's assignments", () => {
  it("reads JSON values, also ones holding ; and nested brackets", () => {
    expect(readGlobalAssignments('window.a={"x":[1,";"]};window.b="c;d"')).toEqual({ a: { x: [1, ";"] }, b: "c;d" });
  });

  it("refuses code that is not a plain assignment of JSON", () => {
    expect(() => readGlobalAssignments("alert(1)")).toThrow(/expected "window.NAME = <JSON>;"/);
    expect(() => readGlobalAssignments("window.a=fetch('/x');")).toThrow(/window.a is not set to a JSON value/);
  });
});

describe("rewriting a built site", () => {
  it("rewrites every page, writes the loader, and names the page with a script it cannot move", () => {
    const dir = scratchDir("inline-");
    fs.mkdirSync(path.join(dir, "kantine"));
    fs.writeFileSync(path.join(dir, "kantine", "index.html"), GATSBY_PAGE);
    fs.writeFileSync(path.join(dir, "404.html"), GATSBY_PAGE.replace("/kantine", "/404.html"));
    // What Gatsby stitches into pages: its own source, not a page.
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"),
      '<script>window.___webpackCompilationHash="x";</script>',
    );
    expect(externaliseSiteScripts(dir)).toEqual({ pages: 2, scripts: 6 });
    expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(
      '<script>window.___webpackCompilationHash="x";</script>',
    );
    expect(fs.readFileSync(path.join(dir, GLOBALS_LOADER_FILE), "utf8")).toBe(GLOBALS_LOADER);
    expect(fs.readFileSync(path.join(dir, "kantine", "index.html"), "utf8")).toContain(
      `<script src="/${GLOBALS_LOADER_FILE}"></script>`,
    );

    fs.writeFileSync(path.join(dir, "kantine", "index.html"), "<script>document.write(1)</script>");
    expect(() => externaliseSiteScripts(dir)).toThrow(
      /kantine\/index.html: an inline script the Content-Security-Policy would block/,
    );
  });
});
