import type { AuthMode } from "./http-client";

/**
 * Which cinema API the browser talks to: the one of the first partner number in content/site.json,
 * at GATSBY_CINEMA_API_<partner>. (Gatsby inlines each variable where it is written out in full.)
 */
const BASE_URLS: Record<number, string | undefined> = {
  118: process.env.GATSBY_CINEMA_API_118,
  178: process.env.GATSBY_CINEMA_API_178,
};

export function cinemaBaseUrl(partner: number): string | null {
  const url = BASE_URLS[partner];
  return url ? (url.endsWith("/") ? url : `${url}/`) : null;
}

export function cinemaApiOrigins(): string[] {
  return Object.values(BASE_URLS)
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u).origin);
}

export const cinemaAuth: AuthMode = process.env.GATSBY_CINEMA_AUTH === "none" ? "none" : "token";
