import fs from "node:fs";
import path from "node:path";
import type { Article, ContentPage, Production, Redirect, SiteDefinition } from "../content-model";

const root = path.join(__dirname, "..");
const readDir = <T>(dir: string): T[] =>
  fs
    .readdirSync(path.join(root, "content", dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(root, "content", dir, f), "utf8")) as T);

/** The content the site was built from, so tests check the pages against it. */
export const content = {
  site: JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8")) as SiteDefinition,
  pages: readDir<ContentPage>("pages"),
  articles: readDir<Article>("articles"),
  productions: readDir<Production>("productions"),
  redirects: JSON.parse(fs.readFileSync(path.join(root, "redirects.json"), "utf8")) as Redirect[],
};

export const pageAt = (p: string) => {
  const page = content.pages.find((x) => x.path === p);
  if (!page) throw new Error(`no content page at ${p}`);
  return page;
};

/** Every route of spec.md section 2 that is a content page. */
export const SPEC_PAGE_ROUTES = [
  "/",
  "/kulturprogram",
  "/program-skjerm",
  "/slideshow-skjerm",
  "/search",
  "/kontakt-oss",
  "/billettinformasjon",
  "/utleie",
  "/kulturbygging",
  "/kulturcompagniet",
  "/lokal-mat",
  "/andre-rom",
  "/kantine",
  "/kjokken",
  "/smia",
  "/auditorium",
  "/bojersalen",
  "/ove-og-musikkrom",
  "/klubbrommet",
  "/relaterte-tjenester",
  "/tjenester",
  "/kulturvert",
  "/personvernerklaering",
  "/kart-operasjon-oleander",
  "/test",
];

export const SPEC_ARTICLE_SLUGS = [
  "info-om-cookies",
  "article-skolemaaltidet-i-rissa",
  "article-leter-du-etter-den-perfekte-gaven",
  "article-info-2025",
];

/**
 * The words a visitor reads for each access feature, as the README's table for editors has them,
 * stated here rather than read from the site's own list.
 */
export const ACCESS_WORDS: Record<string, string> = {
  teleslynge: "Teleslynge",
  rullestolplass: "Rullestolplass",
  tekstet: "Tekstet",
  syntolket: "Syntolket",
  "avslappet-visning": "Avslappet visning",
  "ledsager-gratis": "Ledsager går gratis",
};
