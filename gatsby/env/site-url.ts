/**
 * The public origin of the site (SITE_URL), used for canonical URLs, Open Graph images, the
 * sitemap, robots.txt, calendar files and whether Strict-Transport-Security is sent. Only
 * http(s)://host[:port]: it is written into those files and headers as it is.
 */
export function readSiteUrl(value = "https://www.rissakulturhus.no"): string {
  const url = value.trim().replace(/\/+$/, "");
  if (!/^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::[1-9][0-9]{0,4})?$/i.test(url))
    throw new Error(
      `SITE_URL must be the site's address as http(s)://host[:port], without a path, spaces or line breaks, got ${JSON.stringify(value)}`,
    );
  return url;
}

export const siteUrl = readSiteUrl(process.env.SITE_URL || undefined);
