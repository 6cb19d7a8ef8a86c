/**
 * PUBLISH_SOURCE_MAPS=true publishes the JavaScript source maps with the site (for debugging a
 * deployment); unset or "false", the build makes none and public/ holds no *.map file.
 */
export function publishSourceMaps(env: Record<string, string | undefined>): boolean {
  const value = (env.PUBLISH_SOURCE_MAPS ?? "").trim().toLowerCase();
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  throw new Error(`PUBLISH_SOURCE_MAPS must be "true" or "false" (or unset), got ${JSON.stringify(env.PUBLISH_SOURCE_MAPS)}`);
}
