/**
 * The code that writes a page's head: react-helmet and what the site puts in it. The server and
 * tests use it directly; the browser loads it as one chunk when it first needs it (PageHead.tsx).
 */
import React from "react";
import { Helmet } from "react-helmet";
import { useSiteDefinition } from "./useSiteDefinition";
import { JSON_FEED_PATH, RSS_FEED_PATH } from "../links/programme-elsewhere";

export interface SeoProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Site-relative or absolute image URL. */
  image?: string;
  path: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** The page shows the programme: feed readers find its RSS and JSON feeds from here. */
  feeds?: boolean;
}

/** "Smia" -> "Smia | Rissa kulturhus"; a title that already names the site keeps it once. */
export function pageTitle(title: string, siteName: string): string {
  const own = title.replace(new RegExp(`\\s*[|–-]\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`, "i"), "").trim();
  return own.toLowerCase().includes(siteName.toLowerCase()) ? own : `${own} | ${siteName}`;
}

const absolute = (siteUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;

/** Title, description, keywords, Open Graph and canonical URL for one page. */
export function SeoTags({ title, description, keywords = [], image, path, type = "website", noindex, feeds }: SeoProps) {
  const site = useSiteDefinition();
  const fullTitle = pageTitle(title, site.name);
  const canonical = absolute(site.siteUrl, path === "/" ? "/" : path.replace(/\/+$/, ""));
  const ogImage = absolute(site.siteUrl, image || site.theme.logo.url);
  return (
    <Helmet htmlAttributes={{ lang: "nb" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:locale" content="nb_NO" />
      <meta property="og:site_name" content={site.name} />
      <meta name="twitter:card" content="summary_large_image" />
      {noindex && <meta name="robots" content="noindex" />}
      {faviconLinks(site.theme.favicon, site.theme.drawnFavicon)}
      {feeds && <link rel="alternate" type="application/rss+xml" title={`${site.name} – program (RSS)`} href={RSS_FEED_PATH} />}
      {feeds && (
        <link rel="alternate" type="application/feed+json" title={`${site.name} – program (JSON Feed)`} href={JSON_FEED_PATH} />
      )}
    </Helmet>
  );
}

export { Helmet };

/**
 * The tab's icon: the build's PNG files of an SVG favicon (gatsby/images/drawn-icons.ts says why),
 * else the favicon as the site definition names it.
 */
function faviconLinks(favicon: string, drawn: unknown) {
  const files = Array.isArray(drawn)
    ? drawn.filter((f): f is { href: string; sizes: string } => typeof f?.href === "string" && typeof f?.sizes === "string")
    : [];
  if (files.length === 0)
    return <link rel="icon" href={favicon} {...(/\.svg$/i.test(favicon) ? { type: "image/svg+xml" } : {})} />;
  return files.map((f) => <link key={f.href} rel="icon" href={f.href} sizes={f.sizes} type="image/png" />);
}
