import { useStaticQuery } from "gatsby";
import { headerContent } from "../components/Header";
import { testVenue } from "./venue";

/** The site definition components read through useStaticQuery, for component tests. */
export const testSite = {
  siteDefinition: {
    name: "Rissa kulturhus",
    description: "Kulturhuset i Rissa",
    partners: [118, 178],
    venue: testVenue,
    theme: {
      logo: { url: "/logo.svg", alt: "Rissa kulturhus" },
      favicon: "/favicon.svg",
      menu: [
        { path: "/kontakt-oss", label: "Kontakt oss", place: "header", order: 4, locale: "nb" },
        { path: "/kulturprogram", label: "Program", place: "header", order: 1, locale: "nb" },
        { external: "giftCard", label: "Gavekort", place: "header", order: 3, locale: "nb" },
        { path: "/billettinformasjon", label: "Billettinformasjon", place: "header", order: 2, locale: "nb" },
        { path: "/personvernerklaering", label: "Personvernerklæring", place: "footer", order: 1, locale: "nb" },
      ],
      footerSections: [{ title: "Kontor", lines: ["Rådhusveien 13", "7100 Rissa"] }],
      social: [{ label: "Facebook", url: "https://www.facebook.com/rissakulturhus", network: "facebook" }],
    },
  },
  site: { siteMetadata: { siteUrl: "https://www.rissakulturhus.no" } },
};

export function mockSite() {
  (useStaticQuery as jest.Mock).mockReturnValue(testSite);
}

/** The header's content from the test site definition. */
export const testHeader = headerContent(testSite.siteDefinition as unknown as Parameters<typeof headerContent>[0]);
