import { eventJsonLd, isoDuration } from "./event-jsonld";
import { testVenue } from "../../test-utils/venue";

type Jsonld = Record<string, unknown> & { startDate: string; offers: { url: string } };

const venue = testVenue;

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
        "@type": "PerformingArtsTheater",
        name: "Rissa kulturhus",
        containsPlace: { name: "Bojersalen" },
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

  it("follows a cancelled and a sold-out date", () => {
    const [cancelled, soldOut] = eventJsonLd({
      title: "Jul",
      summary: "s",
      url: "https://x/jul",
      image: "https://x/i.svg",
      organizer: "o",
      venue,
      siteUrl: "https://x",
      priceFrom: 100,
      events: [
        { id: "a", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen", status: "cancelled" },
        { id: "b", start: "2026-12-13T18:00:00+01:00", hall: "Bojersalen", status: "soldOut" },
      ],
    }) as Jsonld[];
    expect(cancelled).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      offers: { availability: "https://schema.org/Discontinued" },
    });
    expect(soldOut).toMatchObject({
      eventStatus: "https://schema.org/EventScheduled",
      offers: { availability: "https://schema.org/SoldOut", price: 100, priceCurrency: "NOK" },
    });
  });

  it("shows a film as a ScreeningEvent of the Movie at a MovieTheater", () => {
    const [screening] = eventJsonLd({
      title: "Reven",
      summary: "s",
      url: "https://x/reven",
      image: "https://x/reven.svg",
      organizer: "Rissa kino",
      venue,
      siteUrl: "https://x",
      priceFrom: 90,
      durationMinutes: 78,
      events: [{ id: "a", start: "2026-12-05T12:00:00+01:00", hall: "Auditoriet" }],
      film: { ageLimit: "Tillatt for alle", language: "nb" },
    }) as Jsonld[];
    expect(screening).toMatchObject({
      "@type": "ScreeningEvent",
      location: { "@type": "MovieTheater", name: "Rissa kulturhus", address: { streetAddress: "Rådhusveien 13" } },
      workPresented: {
        "@type": "Movie",
        name: "Reven",
        duration: "PT1H18M",
        contentRating: "Tillatt for alle",
        inLanguage: "nb",
      },
    });
    expect([isoDuration(90), isoDuration(45), isoDuration(120)]).toEqual(["PT1H30M", "PT45M", "PT2H"]);
  });
});
