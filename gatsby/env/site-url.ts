/** The public origin of the site, used for canonical URLs, Open Graph images, the sitemap and robots.txt. */
export const siteUrl = (process.env.SITE_URL || "https://www.rissakulturhus.no").replace(/\/+$/, "");
