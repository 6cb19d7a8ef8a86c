import type { Production, ProductionEvent } from "../../../content-model";

/** 78 -> "1 t 18 min", 45 -> "45 min", 120 -> "2 t". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} t` : `${h} t ${m} min`;
}

/**
 * 90 -> "90 kr", 1250 -> "1 250 kr" (a non-breaking space between thousands and before kr), whole
 * kroner. By hand rather than with Intl.NumberFormat: building that formatter loads the browser's
 * locale data, 85 ms of the front page's hydration on this machine's Chromium for a few prices.
 */
export const formatPrice = (kroner: number) => `${String(Math.round(kroner)).replace(/\B(?=(\d{3})+$)/g, "\u00a0")}\u00a0kr`;

/** The halls of these dates, each once, in date order. */
export const hallsOf = (events: readonly Pick<ProductionEvent, "hall">[]) => [...new Set(events.map((e) => e.hall))];

/** The production's facts: left out in content, null from a page's query. */
type FactFields = { [K in "duration" | "ageLimit" | "language" | "priceFrom" | "organizer"]?: Production["fields"][K] | null };

/**
 * What a visitor asks first about a production, as label and value, in that order: how long, for
 * whom, in what language, what it costs, where, and who organises it (access features have a list of their own, with icons). Missing facts are left out.
 */
export function productionFacts(fields: FactFields, events: readonly Pick<ProductionEvent, "hall">[]): [string, string][] {
  const halls = hallsOf(events);
  const facts: [string, string | null | undefined][] = [
    ["Varighet", fields.duration ? formatDuration(fields.duration) : undefined],
    ["Aldersgrense", fields.ageLimit],
    ["Språk", fields.language],
    [
      "Pris",
      // != null: a page's query gives null for a production without a price (not "Fra 0 kr").
      fields.priceFrom != null ? (fields.priceFrom === 0 ? "Gratis" : `Fra ${formatPrice(fields.priceFrom)}`) : undefined,
    ],
    [halls.length > 1 ? "Saler" : "Sal", halls.length ? halls.join(", ") : undefined],
    ["Arrangør", fields.organizer],
  ];
  return facts.filter((f): f is [string, string] => Boolean(f[1]));
}
