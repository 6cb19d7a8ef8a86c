/**
 * Where the subscribable calendar feeds are published. Only paths here, so the programme page can
 * link them without carrying the iCalendar writer.
 */
export const PROGRAMME_FEED_PATH = "/kalender/program.ics";

/** "Barn og familie" -> "barn-og-familie", "Kjøkken" -> "kjokken". */
export function categorySlug(category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "annet";
}

export const categoryFeedPath = (category: string) => `/kalender/kategori/${categorySlug(category)}.ics`;

/** The same feed for calendar programs that subscribe on a click (webcal://). */
export const webcalUrl = (siteUrl: string, feedPath: string) => `${siteUrl.replace(/^https?:\/\//, "webcal://")}${feedPath}`;
