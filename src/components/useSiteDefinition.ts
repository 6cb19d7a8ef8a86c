import { graphql, useStaticQuery } from "gatsby";
import type { MenuItem, SiteDefinition } from "../../content-model";

type SiteQuery = {
  siteDefinition: Pick<SiteDefinition, "name" | "description" | "theme" | "venue">;
  site: { siteMetadata: { siteUrl: string } };
};

/** The site definition from content/site.json (name, menus, footer), for the shared layout and SEO. */
export function useSiteDefinition() {
  const data = useStaticQuery<SiteQuery>(graphql`
    query SiteDefinitionQuery {
      siteDefinition {
        name
        description
        venue {
          name
          streetAddress
          postalCode
          addressLocality
          addressRegion
          addressCountry
        }
        theme {
          logo {
            url
            alt
          }
          favicon
          menu {
            path
            external
            label
            place
            order
            locale
          }
          footerSections {
            title
            lines
          }
          social {
            label
            url
            network
          }
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return { ...data.siteDefinition, siteUrl: data.site.siteMetadata.siteUrl };
}

export function menuFor(menu: MenuItem[], place: MenuItem["place"]): MenuItem[] {
  return menu.filter((m) => m.place === place && m.locale === "nb").sort((a, b) => a.order - b.order);
}
