import React, { type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { noteIslandsPage, onPreRenderHTML } from "./islands-page";

const ISLAND_SCRIPTS = ["/webpack-runtime-1.js", "/islands-2.js"];

/** Gatsby's head and end of body for a page, as static-entry hands them to onPreRenderHTML; answers them after. */
function rendered(pathname: string): { head: string; body: string } {
  let head: ReactElement[] = [
    <meta key="d" name="description" content="x" />,
    <link key="p" rel="preload" as="script" href="/app-3.js" />,
  ];
  let body: ReactElement[] = [
    <svg key="sprite" />,
    <script key="loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "window.pagePath='/'" }} />,
    <script key="map" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: "window.___chunkMapping={}" }} />,
    React.createElement("slice-stand-in", { key: "slice", sliceId: "_gatsby-scripts" }),
    <script key="app" src="/app-3.js" async />,
    <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />,
  ];
  (onPreRenderHTML as (args: unknown) => void)({
    pathname,
    getHeadComponents: () => head,
    replaceHeadComponents: (next: ReactElement[]) => (head = next),
    getPostBodyComponents: () => body,
    replacePostBodyComponents: (next: ReactElement[]) => (body = next),
  });
  return { head: renderToStaticMarkup(<>{head}</>), body: renderToStaticMarkup(<>{body}</>) };
}

beforeEach(() => {
  process.env.ISLAND_SCRIPTS = JSON.stringify(ISLAND_SCRIPTS);
  process.env.RUNTIME_SCRIPTS = JSON.stringify(["/framework-4.js", "/app-3.js"]);
});
afterEach(() => {
  delete process.env.ISLAND_SCRIPTS;
  delete process.env.RUNTIME_SCRIPTS;
});

describe("a page built of islands, as the HTML renderer writes it", () => {
  it("loads the islands' scripts in place of Gatsby's runtime, its globals and its hints, and lists the runtime's scripts as data; everything else stays", () => {
    noteIslandsPage("/article/gaven", "component---src-templates-article-tsx");
    const { head, body } = rendered("/article/gaven");
    expect(head).toBe('<meta name="description" content="x"/>');
    expect(body).toBe(
      '<svg></svg><script type="application/ld+json">{}</script>' +
        '<script id="gatsby-runtime-scripts" type="application/json">["/framework-4.js","/app-3.js"]</script>' +
        '<script src="/webpack-runtime-1.js" async=""></script><script src="/islands-2.js" async=""></script>',
    );
  });

  it("leaves a page of any other template as Gatsby wrote it", () => {
    noteIslandsPage("/husket", "component---src-pages-husket-tsx");
    const { body } = rendered("/husket");
    expect(body).toContain('src="/app-3.js"');
    expect(body).toContain('id="gatsby-chunk-mapping"');
    expect(body).not.toContain("islands-2.js");
  });

  it("leaves every page alone where the build wrote in no islands' scripts (gatsby develop)", () => {
    delete process.env.ISLAND_SCRIPTS;
    noteIslandsPage("/article/gaven", "component---src-templates-article-tsx");
    expect(rendered("/article/gaven").body).toContain('src="/app-3.js"');
  });
});
