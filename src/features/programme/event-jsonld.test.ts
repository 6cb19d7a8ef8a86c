import { eventJsonLd } from "./event-jsonld";

type Jsonld = Record<string, unknown> & { startDate: string; offers: { url: string } };

const venue = {
  name: "Rissa kulturhus",
  streetAddress: "Rådhusveien 13",
  postalCode: "7100",
  addressLocality: "Rissa",
  addressRegion: "Trøndelag",
  addressCountry: "NO",
};

describe("event JSON-LD", () => {
  const [first, second] = eventJsonLd({
    title: "Julekonsert",
    summary: "Kor og orkester.",
    url: "https://www.rissakulturhus.no/julekonsert-2026",
    image: "https://www.rissakulturhus.no/images/jul.svg",
    events: [
      { id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen" },
      { id: "ev-2", start: "2026-12-13T16:00:00+01:00", hall: "Bojersalen" },
    ],
    durationMinutes: 90,
    priceFrom: 250,
    organizer: "Rissa mannskor",
    venue,
    siteUrl: "https://www.rissakulturhus.no",
  }) as Jsonld[];

  it("has the fields Google requires for an event, one per date", () => {
    expect(first).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Julekonsert",
      startDate: "2026-12-12T18:00:00+01:00",
      endDate: "2026-12-12T18:30:00.000Z",
      location: {
        "@type": "Place",
        name: "Rissa kulturhus, Bojersalen",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Rådhusveien 13",
          postalCode: "7100",
          addressLocality: "Rissa",
          addressCountry: "NO",
        },
      },
      image: ["https://www.rissakulturhus.no/images/jul.svg"],
      eventStatus: "https://schema.org/EventScheduled",
    });
    expect(second.startDate).toBe("2026-12-13T16:00:00+01:00");
  });

  it("offers the ticket shop's page for that date, in NOK", () => {
    expect(first.offers).toEqual({
      "@type": "Offer",
      url: expect.stringMatching(/^https:\/\/.+\/arrangement\/ev-1$/),
      availability: "https://schema.org/InStock",
      priceCurrency: "NOK",
      price: 250,
    });
    expect(second.offers.url).toMatch(/\/arrangement\/ev-2$/);
  });
});
