import crypto from "crypto";

/**
 * One id per build, set in the main process before any worker starts, so every page's HTML
 * (<meta name="build-id">, from gatsby-ssr) and public/build.json carry the same one. Lobby
 * screens compare the two to notice a new build.
 */
export function ensureBuildId(): string {
  process.env.SITE_BUILD_ID ||= `${new Date().toISOString().replace(/[-:.TZ]/g, "")}-${crypto.randomBytes(4).toString("hex")}`;
  return process.env.SITE_BUILD_ID;
}
