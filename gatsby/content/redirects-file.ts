import fs from "fs";
import path from "path";
import { parseRedirects as parseRedirectsFor, type Redirect } from "../../content-model";
import { siteUrl } from "../env/site-url";
import { redirectHosts } from "../env/redirect-hosts";

export const redirectsFile = path.resolve(__dirname, "..", "..", "redirects.json");

/** redirects.json's rules (content-model/redirects.ts), with this build's own origin and allowed hosts unless told otherwise. */
export const parseRedirects = (file: string, text: string, ownOrigin = new URL(siteUrl).origin, allowedHosts = redirectHosts(process.env)): Redirect[] =>
  parseRedirectsFor(file, text, ownOrigin, allowedHosts);

export function readRedirects(file = redirectsFile): Redirect[] {
  if (!fs.existsSync(file)) return [];
  return parseRedirects(path.basename(file), fs.readFileSync(file, "utf8"));
}
