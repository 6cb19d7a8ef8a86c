import path from "path";
import { isAppShell, redirectOver } from "./on-create-page";
import { pathKey } from "../content-model";

describe("the offline app shell page", () => {
  it.each([
    ["/offline-plugin-app-shell-fallback/", true],
    // As Gatsby stores it with trailingSlash "never" (gatsby-config.ts).
    ["/offline-plugin-app-shell-fallback", true],
    ["/offline-plugin-app-shell-fallback-2", false],
    ["/kulturprogram", false],
  ])("%s: %p", (pagePath, expected) => {
    expect(isAppShell(pagePath)).toBe(expected);
  });
});

describe("a redirect over a page, whatever made the page", () => {
  const root = path.resolve(__dirname, "..");
  const redirects = new Map([
    [pathKey("/min-side/logg-inn"), { index: 2, redirect: { fromPath: "/min-side/logg-inn", toPath: "/kulturprogram" } }],
  ]);

  it.each(["/min-side/logg-inn", "/min-side/logg-inn/", "/MIN-SIDE/logg-inn"])(
    "refuses it at %s, naming the page's component",
    (pagePath) => {
      expect(redirectOver({ path: pagePath, component: path.join(root, "src/pages/min-side/logg-inn.tsx") }, redirects)).toBe(
        `redirects.json: [2].fromPath: expected an address no page or file of the site owns, got "/min-side/logg-inn" (the page ${pagePath} of src/pages/min-side/logg-inn.tsx owns it)`,
      );
    },
  );

  it("leaves the redirect's own stub page, and pages at other addresses", () => {
    expect(
      redirectOver({ path: "/min-side/logg-inn", component: path.join(root, "src/templates/redirect.tsx") }, redirects),
    ).toBeNull();
    expect(redirectOver({ path: "/min-side", component: path.join(root, "src/pages/min-side/index.tsx") }, redirects)).toBeNull();
  });
});
