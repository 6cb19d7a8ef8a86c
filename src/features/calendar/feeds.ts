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

/**
 * Feeds that follow the programme's filters: one per access feature and per pair of them, and each
 * of those within a category, as far as coming dates offer them (a date offers a pair when it has
 * both). Keys are joined by "_", which no key holds.
 */
export const MAX_FEED_FEATURES = 2;

const accessPart = (features: readonly string[]) => `tilgang/${[...features].join("_")}.ics`;

/**
 * The feed of the programme filtered by category and access features (in ACCESS_FEATURES' order),
 * or null for more features than the feeds are made for.
 */
export function filteredFeedPath(category: string | null, features: readonly string[]): string | null {
  if (features.length > MAX_FEED_FEATURES) return null;
  if (features.length === 0) return category ? categoryFeedPath(category) : PROGRAMME_FEED_PATH;
  return category ? `/kalender/kategori/${categorySlug(category)}/${accessPart(features)}` : `/kalender/${accessPart(features)}`;
}

/** How long a ticket sale start's calendar entry lasts: a moment to be at the screen when the sale opens. */
export const TICKET_SALE_MINUTES = 15;

/** The calendar entry of a production's ticket sale start. */
export const ticketSalePath = (productionId: string) => `/kalender/billettsalg/${productionId}.ics`;
