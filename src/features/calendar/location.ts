import type { Venue } from "../../../content-model";

/** Where a date is, as every calendar entry of the site says it: venue, hall and street address. */
export const venueLocation = (venue: Venue, hall: string) =>
  `${venue.name}, ${hall}, ${venue.streetAddress}, ${venue.postalCode} ${venue.addressLocality}`;
