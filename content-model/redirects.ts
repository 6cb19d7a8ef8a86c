import type { Redirect } from "./content-types";
import { ContentError, parseJson } from "./parse-content";
import { formatErrors, validateFile } from "./validate-file";

/**
 * Reads and checks redirects.json: every entry a fromPath on this site and a toPath, no fromPath
 * twice, no chain or loop, and a toPath on another site only on a host the configuration allows
 * (the build reads them from its environment: gatsby/env/redirect-hosts.ts). Whether a page or
 * file owns a fromPath is plan-pages.ts's to say.
 */
export function parseRedirects(file: string, text: string, ownOrigin: string, allowedHosts: readonly string[]): Redirect[] {
  const result = validateFile("redirects", parseJson(file, text), { ownOrigin, allowedHosts });
  if (!result.ok) throw new ContentError(formatErrors(file, result.errors));
  return result.data;
}
