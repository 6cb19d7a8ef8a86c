import { ticketUrl } from "./ticket-shop";
import type { ProductionEvent, Venue } from "../../../content-model";

export interface EventJsonLdInput {
  title: string;
  summary: string;
  /** Absolute URL of the production's page. */
  url: string;
  /** Absolute image URL. */
  image: string;
  /** The dates, as the page's query gives them (or content, in the editor's preview). */
  events: readonly (Pick<ProductionEvent, "id" | "start" | "hall"> & { status?: string | null })[];
  durationMinutes?: number | null;
  priceFrom?: number | null;
  organizer: string;
  venue: Venue;
  siteUrl: string;
  /** A film: each date is a ScreeningEvent of this work, at a MovieTheater. */
  film?: { ageLimit?: string | null; language?: string | null };
}

const SCHEMA = "https://schema.org/";

/** "PT1H18M": schema.org durations are ISO 8601. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

function availability(event: { status?: string | null }): string {
  if (event.status === "cancelled") return `${SCHEMA}Discontinued`;
  if (event.status === "soldOut") return `${SCHEMA}SoldOut`;
  return `${SCHEMA}InStock`;
}

/**
 * schema.org data for each date, with what Google's event rich results require (name, startDate,
 * location with address) and recommend (description, endDate, eventStatus, image, offers with url,
 * price, priceCurrency and availability, organizer). A film's dates are ScreeningEvents whose
 * workPresented is the Movie (duration, age rating, language) at a MovieTheater; everything else is
 * an Event at a PerformingArtsTheater. Cancelled and sold-out dates say so, as far as the build knows.
 */
export function eventJsonLd(input: EventJsonLdInput): object[] {
  const { venue, film } = input;
  const address = {
    "@type": "PostalAddress",
    streetAddress: venue.streetAddress,
    postalCode: venue.postalCode,
    addressLocality: venue.addressLocality,
    addressRegion: venue.addressRegion,
    addressCountry: venue.addressCountry,
  };
  const work = film && {
    workPresented: {
      "@type": "Movie",
      name: input.title,
      ...(input.durationMinutes ? { duration: isoDuration(input.durationMinutes) } : {}),
      ...(film.ageLimit ? { contentRating: film.ageLimit } : {}),
      ...(film.language ? { inLanguage: film.language } : {}),
      image: input.image,
    },
    ...(film.language ? { inLanguage: film.language } : {}),
  };
  return input.events.map((event) => ({
    "@context": "https://schema.org",
    "@type": film ? "ScreeningEvent" : "Event",
    name: input.title,
    description: input.summary,
    startDate: event.start,
    ...(input.durationMinutes
      ? { endDate: new Date(Date.parse(event.start) + input.durationMinutes * 60_000).toISOString() }
      : {}),
    eventStatus: event.status === "cancelled" ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    image: [input.image],
    url: input.url,
    location: {
      "@type": film ? "MovieTheater" : "PerformingArtsTheater",
      name: venue.name,
      address,
      url: input.siteUrl,
      // The hall the date is in.
      containsPlace: { "@type": film ? "MovieTheater" : "PerformingArtsTheater", name: event.hall },
    },
    ...(work ?? {}),
    offers: {
      "@type": "Offer",
      url: ticketUrl(event.id),
      availability: availability(event),
      priceCurrency: "NOK",
      // != null: a page's query gives null for a production without a price (no "price": null).
      ...(input.priceFrom != null ? { price: input.priceFrom } : {}),
    },
    organizer: { "@type": "Organization", name: input.organizer, url: input.siteUrl },
  }));
}
