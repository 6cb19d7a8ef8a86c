/** @jest-environment node */
import fs from "fs";
import path from "path";
import { currentStyle, refreshPageStyles, withCurrentStyles } from "./current-page-styles";
import { scratchDir } from "../../src/test-utils/scratch-dir";

const OLD_CSS = ".card{color:red}";
const NEW_CSS = ".card{color:navy}";

/** A page as Gatsby 5 writes it: the global stylesheet inlined first in the head. */
const page = (href: string, css: string, body = "<h1>Kantine</h1>") =>
  `<!DOCTYPE html><html lang="nb"><head><style data-href="${href}" data-identity="gatsby-global-css">${css}</style><meta charSet="utf-8"/><style>.x{}</style></head><body>${body}</body></html>`;

/** A public/ folder after a build over the cache that wrote styles.new.css and rendered only /ny again. */
function builtSite(css: string[] = ["styles.new.css"]) {
  const dir = scratchDir("page-styles-");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    "webpack.stats.json",
    JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: "app-1.js" }, ...css.map((name) => ({ name }))] },
        "component---src-templates-page-tsx": { assets: [{ name: "styles.new.css" }, { name: "page-2.js" }] },
      },
    }),
  );
  write("styles.old.css", OLD_CSS);
  write("styles.new.css", NEW_CSS);
  write("kantine/index.html", page("/styles.old.css", OLD_CSS));
  write("ny/index.html", page("/styles.new.css", NEW_CSS, "<h1>Ny</h1>"));
  write("admin/index.html", "<!doctype html><html><head><title>Redigering</title></head><body></body></html>");
  return { dir, read: (file: string) => fs.readFileSync(path.join(dir, file), "utf8") };
}

describe("refreshPageStyles", () => {
  it("gives a page the build did not render again this build's stylesheet, and leaves the others as they are", () => {
    const site = builtSite();
    const untouched = { ny: site.read("ny/index.html"), admin: site.read("admin/index.html") };
    expect(refreshPageStyles(site.dir)).toBe(1);
    expect(site.read("kantine/index.html")).toBe(page("/styles.new.css", NEW_CSS));
    expect(site.read("ny/index.html")).toBe(untouched.ny);
    expect(site.read("admin/index.html")).toBe(untouched.admin);
    // A second run finds nothing to do.
    expect(refreshPageStyles(site.dir)).toBe(0);
  });

  it("names the stylesheet under the site's path prefix", () => {
    const site = builtSite();
    expect(refreshPageStyles(site.dir, "/kultur")).toBe(2);
    expect(site.read("kantine/index.html")).toBe(page("/kultur/styles.new.css", NEW_CSS));
  });

  it.each([
    [[], "found 0"],
    [["styles.new.css", "styles.more.css"], "found 2: styles.new.css, styles.more.css"],
  ])("fails the build when the pages' stylesheet is not one file (%j)", (css, said) => {
    const site = builtSite(css);
    expect(() => refreshPageStyles(site.dir)).toThrow(`expected one stylesheet for every page (the app chunk group), ${said}`);
    expect(site.read("kantine/index.html")).toBe(page("/styles.old.css", OLD_CSS));
  });

  it("fails the build rather than inline a stylesheet that would end its own element", () => {
    const site = builtSite();
    fs.writeFileSync(path.join(site.dir, "styles.new.css"), `.a{content:"</style><script>"}`);
    expect(() => refreshPageStyles(site.dir)).toThrow('styles.new.css: the stylesheet contains "</style"');
  });
});

describe("withCurrentStyles", () => {
  const style = currentStyle("/styles.new.css", NEW_CSS);

  it("leaves a page without Gatsby's inlined stylesheet, and any other style element, as it is", () => {
    const html = `<html><head><style>.own{}</style><style data-href="/styles.old.css">.x{}</style></head></html>`;
    expect(withCurrentStyles(html, style)).toEqual({ html, changed: false });
  });

  it("replaces the whole element, attributes in any order", () => {
    const html = `<head><style data-identity="gatsby-global-css" data-href="/styles.old.css">${OLD_CSS}</style></head>`;
    expect(withCurrentStyles(html, style)).toEqual({
      html: `<head><style data-href="/styles.new.css" data-identity="gatsby-global-css">${NEW_CSS}</style></head>`,
      changed: true,
    });
  });

  describe("on a page built of islands (it lists Gatsby's runtime scripts as data)", () => {
    const CSS = ".card{color:navy}.menu--open{display:block}h1{margin:0}";
    const islands = (style: string, body = '<h1 class="card">Jul</h1>') =>
      `<html><head>${style}</head><body>${body}<script id="gatsby-runtime-scripts" type="application/json">["/app-1.js"]</script></body></html>`;

    it("inlines only the rules its HTML can use, and names the whole file in data-whole", () => {
      const html = islands(`<style data-href="/styles.old.css" data-identity="gatsby-global-css">${OLD_CSS}</style>`);
      expect(withCurrentStyles(html, currentStyle("/styles.new.css", CSS))).toEqual({
        html: islands(
          '<style data-whole="/styles.new.css" data-identity="gatsby-global-css">.card{color:navy}h1{margin:0}</style>',
        ),
        changed: true,
      });
    });

    it("does the same for a page Gatsby rendered with this build's whole stylesheet", () => {
      const html = islands(`<style data-href="/styles.new.css" data-identity="gatsby-global-css">${CSS}</style>`);
      expect(withCurrentStyles(html, currentStyle("/styles.new.css", CSS)).html).toContain(
        '<style data-whole="/styles.new.css" data-identity="gatsby-global-css">.card{color:navy}h1{margin:0}</style>',
      );
    });

    it("leaves a page that already inlines the rules of this build's file it uses as it is", () => {
      const html = islands(
        '<style data-whole="/styles.new.css" data-identity="gatsby-global-css">.card{color:navy}h1{margin:0}</style>',
      );
      expect(withCurrentStyles(html, currentStyle("/styles.new.css", CSS))).toEqual({ html, changed: false });
    });

    it("picks the rules again from a page that names this build's file (the code that picks them may have changed)", () => {
      const html = islands('<style data-whole="/styles.new.css" data-identity="gatsby-global-css">h1{margin:0}</style>');
      expect(withCurrentStyles(html, currentStyle("/styles.new.css", CSS))).toEqual({
        html: islands(
          '<style data-whole="/styles.new.css" data-identity="gatsby-global-css">.card{color:navy}h1{margin:0}</style>',
        ),
        changed: true,
      });
    });

    it("gives a page that inlines the rules of the last build's file this build's", () => {
      const html = islands('<style data-whole="/styles.old.css" data-identity="gatsby-global-css">h1{margin:1px}</style>');
      expect(withCurrentStyles(html, currentStyle("/styles.new.css", CSS)).html).toContain(
        '<style data-whole="/styles.new.css" data-identity="gatsby-global-css">.card{color:navy}h1{margin:0}</style>',
      );
    });
  });
});
