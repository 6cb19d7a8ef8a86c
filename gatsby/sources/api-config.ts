import path from "path";
import type { ParsedContent } from "../../content-model";
import { DEFAULT_TIMEOUT_SECONDS } from "./http";

export interface ContentApiConfig {
  url: string;
  user: string;
  password: string;
  /** Which of the API's sites is this one; needed only when `sites` lists more than one. */
  siteId?: string;
  /** How long one call may take (CONTENT_API_TIMEOUT_SECONDS). */
  timeoutSeconds?: number;
}

export interface ManagementApiConfig {
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** How long one call, the token's included, may take (CONTENT_API_TIMEOUT_SECONDS). */
  timeoutSeconds?: number;
}

type Env = Record<string, string | undefined>;

/** A configuration mistake: which variables are missing or wrong. Stops the build before any call. */
export class ApiConfigError extends Error {
  name = "ApiConfigError";
}

/** An address that does not parse, shown without what could be credentials (anything before an "@" after "//"). */
const withoutUserInfo = (text: string) => text.replace(/\/\/[^/?#]*@/, "//***@");

function group<K extends string>(env: Env, api: string, names: Record<K, string>): Record<K, string> | null {
  const entries = Object.entries(names) as [K, string][];
  const set = entries.filter(([, name]) => (env[name] ?? "").trim() !== "");
  if (set.length === 0) return null;
  const missing = entries.filter(([, name]) => (env[name] ?? "").trim() === "").map(([, name]) => name);
  if (missing.length)
    throw new ApiConfigError(
      `${api}: ${set.map(([, n]) => n).join(", ")} ${set.length === 1 ? "is" : "are"} set but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not: set all of them, or none to read content/`,
    );
  const values = Object.fromEntries(entries.map(([key, name]) => [key, (env[name] as string).trim()])) as Record<K, string>;
  for (const [key, name] of entries) {
    if (!/url$/i.test(key)) continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(values[key]);
    } catch {
      /* reported below */
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password)
      throw new ApiConfigError(
        `${api}: ${name} must be an http(s) URL without credentials in it, got ${JSON.stringify(parsed ? `${parsed.protocol}//${parsed.host}${parsed.pathname}` : withoutUserInfo(values[key]))}`,
      );
  }
  return values;
}

/** CONTENT_API_TIMEOUT_SECONDS: how long one call to either API may take before the build stops. */
function timeoutSeconds(env: Env): number {
  const text = env.CONTENT_API_TIMEOUT_SECONDS?.trim();
  if (!text) return DEFAULT_TIMEOUT_SECONDS;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new ApiConfigError(`CONTENT_API_TIMEOUT_SECONDS must be a number of seconds above 0, got ${JSON.stringify(text)}`);
  return seconds;
}

/** The content data API (basic auth), or null when its variables are unset. */
export function contentApiConfig(env: Env): ContentApiConfig | null {
  const values = group(env, "Content data API", {
    url: "CONTENT_API_URL",
    user: "CONTENT_API_USER",
    password: "CONTENT_API_PASSWORD",
  });
  if (!values) return null;
  const siteId = env.CONTENT_API_SITE_ID?.trim();
  return { ...values, ...(siteId ? { siteId } : {}), timeoutSeconds: timeoutSeconds(env) };
}

/** The management API (client-credentials token), or null when its variables are unset. */
export function managementApiConfig(env: Env): ManagementApiConfig | null {
  const values = group(env, "Management API", {
    url: "MANAGEMENT_API_URL",
    tokenUrl: "MANAGEMENT_TOKEN_URL",
    clientId: "MANAGEMENT_CLIENT_ID",
    clientSecret: "MANAGEMENT_CLIENT_SECRET",
  });
  return values && { ...values, timeoutSeconds: timeoutSeconds(env) };
}

/**
 * The models configured APIs supply instead of content/: the content data API gives the site and
 * the programme, the management API the pages and articles.
 */
export function apiSuppliedKinds(env: Env): Set<ParsedContent["kind"]> {
  const kinds = new Set<ParsedContent["kind"]>();
  try {
    if (contentApiConfig(env)) ["site", "production"].forEach((k) => kinds.add(k as ParsedContent["kind"]));
    if (managementApiConfig(env)) ["page", "article"].forEach((k) => kinds.add(k as ParsedContent["kind"]));
  } catch {
    // A half-set configuration is reported by sourceNodes, which stops the build; files are not read meanwhile.
    return new Set(["site", "production", "page", "article"]);
  }
  return kinds;
}

const FILES_OF: Record<ParsedContent["kind"], string[]> = {
  site: ["site.json"],
  production: ["productions/**"],
  page: ["pages/**"],
  article: ["articles/**"],
};

/**
 * The files under content/ gatsby-source-filesystem must not read because an API supplies their
 * models. Being plugin options, a change of configuration also makes Gatsby drop its cache, so no
 * node from an earlier file build survives into an API build or the other way round.
 */
export function contentFilesToIgnore(env: Env, contentDir: string): string[] {
  return [...apiSuppliedKinds(env)].flatMap((kind) => FILES_OF[kind].map((glob) => path.join(contentDir, glob)));
}
