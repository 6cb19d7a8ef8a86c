import { test, expect } from "@playwright/test";
import { builtPage } from "./built-page";
import { TEST_NOW } from "./test-clock";
import { content } from "./content";

/**
 * Google's event rich results: what they require (name, startDate, location with a postal address)
 * and what they recommend (description, endDate, eventStatus, image, offers with url, price,
 * priceCurrency and availability, organizer), checked on every date of every production's page, as
 * the built page carries them (crawlers read the HTML; no browser needed).
 */
const now = TEST_NOW;
const coming = content.productions
  .map((p) => ({ ...p, events: p.events.filter((e) => Date.parse(e.start) > now) }))
  .filter((p) => p.events.length > 0);
const SCHEMA = "https://schema.org/";
const absolute = expect.stringMatching(/^https?:\/\/\S+$/);

type Json = Record<string, unknown>;

function eventsOn(path: string): Json[] {
  const $ = builtPage(path);
  const blocks = $('script[type="application/ld+json"]')
    .map((_, script) => $(script).text())
    .get();
  return blocks.flatMap((raw) => [JSON.parse(raw)].flat() as Json[]).filter((d) => /Event$/.test(String(d["@type"])));
}

test.describe("structured data for search engines", () => {
  for (const production of coming) {
    test(`${production.title}: every date is a valid event`, () => {
      const events = eventsOn(`/${production.pageReference}`);
      expect(events.map((e) => e.startDate).sort()).toEqual(production.events.map((e) => e.start).sort());
      const film = production.objectClass === "movie";
      for (const date of production.events) {
        const e = events.find((x) => x.startDate === date.start)!;
        // Required
        expect(e).toMatchObject({
          "@context": "https://schema.org",
          "@type": film ? "ScreeningEvent" : "Event",
          name: production.title,
          location: {
            "@type": film ? "MovieTheater" : "PerformingArtsTheater",
            name: content.site.venue.name,
            address: {
              "@type": "PostalAddress",
              streetAddress: content.site.venue.streetAddress,
              postalCode: content.site.venue.postalCode,
              addressLocality: content.site.venue.addressLocality,
              addressCountry: content.site.venue.addressCountry,
            },
          },
        });
        expect(Number.isNaN(Date.parse(e.startDate as string))).toBe(false);
        // Recommended, and following the content's cancellations and sold-out dates
        expect(e.description).toBeTruthy();
        expect(e.image).toEqual([absolute]);
        expect(e.eventStatus).toBe(date.status === "cancelled" ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`);
        expect(e.offers).toEqual({
          "@type": "Offer",
          url: absolute,
          price: production.fields.priceFrom,
          priceCurrency: "NOK",
          availability:
            date.status === "soldOut"
              ? `${SCHEMA}SoldOut`
              : date.status === "cancelled"
                ? `${SCHEMA}Discontinued`
                : `${SCHEMA}InStock`,
        });
        expect(e.organizer).toMatchObject({ name: expect.any(String), url: absolute });
        if (production.fields.duration)
          expect(Date.parse(e.endDate as string) - Date.parse(date.start)).toBe(production.fields.duration * 60_000);
        if (film)
          expect(e.workPresented).toEqual(
            expect.objectContaining({
              "@type": "Movie",
              name: production.title,
              duration: `PT${Math.floor(production.fields.duration! / 60)}H${production.fields.duration! % 60}M`.replace(
                /(?<=T)0H|(?<=H)0M$/g,
                "",
              ),
              contentRating: production.fields.ageLimit,
              inLanguage: production.fields.languageCode,
            }),
          );
      }
    });
  }

  test("the content has a film, a cancelled date and a sold-out date to show", () => {
    expect(coming.some((p) => p.objectClass === "movie")).toBe(true);
    expect(coming.some((p) => p.events.some((e) => e.status === "cancelled"))).toBe(true);
    expect(coming.some((p) => p.events.some((e) => e.status === "soldOut"))).toBe(true);
  });
});
