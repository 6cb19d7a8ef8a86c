/**
 * The page gatsby-plugin-offline makes for its app shell, which its service worker precaches. The
 * plugin creates it as "/offline-plugin-app-shell-fallback/"; with `trailingSlash: "never"` Gatsby
 * stores it without the slash, so either form is the app shell.
 */
export const APP_SHELL_PATH = "/offline-plugin-app-shell-fallback";
export const isAppShell = (pagePath: string) => pagePath.replace(/\/+$/, "") === APP_SHELL_PATH;
