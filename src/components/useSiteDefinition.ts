import { graphql, useStaticQuery } from "gatsby";
import type { MenuItem, Queried } from "../../content-model";

/** The site definition from content/site.json (name, menus, footer), for the shared layout and SEO. */
export function useSiteDefinition() {
  const data = useStaticQuery<Queries.SiteDefinitionQueryQuery>(graphql`
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
          drawnLogo
          favicon
          drawnFavicon
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
  // Every page draws this (the header): without content/site.json the build's render stops here, saying why.
  if (!data.siteDefinition) throw new Error("Content error: there is no content/site.json");
  // gatsby-config.ts always sets it (gatsby/env/site-url.ts).
  return { ...data.siteDefinition, siteUrl: data.site!.siteMetadata!.siteUrl! };
}

export function menuFor(menu: readonly Queried<MenuItem>[], place: MenuItem["place"]): Queried<MenuItem>[] {
  return menu.filter((m) => m.place === place && m.locale === "nb").sort((a, b) => a.order - b.order);
}
