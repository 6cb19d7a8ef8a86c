import { ticketUrl } from "../../lib/ticket-shop";
import type { ProductionEvent, Venue } from "../../types/content";

export interface EventJsonLdInput {
  title: string;
  summary: string;
  /** Absolute URL of the production's page. */
  url: string;
  /** Absolute image URL. */
  image: string;
  events: ProductionEvent[];
  durationMinutes?: number;
  priceFrom?: number;
  organizer: string;
  venue: Venue;
  siteUrl: string;
}

/**
 * schema.org Event data for each date, with the fields Google's event rich results require
 * (name, startDate, location with address) and recommend (image, description, offers, organizer).
 */
export function eventJsonLd(input: EventJsonLdInput): object[] {
  return input.events.map((event) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.title,
    description: input.summary,
    startDate: event.start,
    ...(input.durationMinutes
      ? { endDate: new Date(Date.parse(event.start) + input.durationMinutes * 60_000).toISOString() }
      : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [input.image],
    url: input.url,
    location: {
      "@type": "Place",
      name: `${input.venue.name}, ${event.hall}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: input.venue.streetAddress,
        postalCode: input.venue.postalCode,
        addressLocality: input.venue.addressLocality,
        addressRegion: input.venue.addressRegion,
        addressCountry: input.venue.addressCountry,
      },
    },
    offers: {
      "@type": "Offer",
      url: ticketUrl(event.id),
      availability: "https://schema.org/InStock",
      priceCurrency: "NOK",
      ...(input.priceFrom !== undefined ? { price: input.priceFrom } : {}),
    },
    organizer: { "@type": "Organization", name: input.organizer, url: input.siteUrl },
  }));
}
