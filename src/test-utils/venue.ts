/** The venue's address as the sample site.json has it, for tests that need a venue. */
export const testVenue = {
  name: "Rissa kulturhus",
  streetAddress: "Rådhusveien 13",
  postalCode: "7100",
  addressLocality: "Rissa",
  addressRegion: "Trøndelag",
  addressCountry: "NO",
};
