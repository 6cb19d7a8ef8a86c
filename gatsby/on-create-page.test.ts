import { isAppShell } from "./on-create-page";

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
