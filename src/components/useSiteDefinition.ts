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
  // The build refuses a site without content/site.json and its address (gatsby-config.ts): this is
  // the page's render failing with the reason instead of a blank page.
  if (!data.siteDefinition) throw new Error("content/site.json: the site definition is missing");
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error("gatsby-config.ts: siteMetadata.siteUrl is missing");
  return { ...data.siteDefinition, siteUrl };
}

export function menuFor(menu: readonly Queried<MenuItem>[], place: MenuItem["place"]): Queried<MenuItem>[] {
  return menu.filter((m) => m.place === place && m.locale === "nb").sort((a, b) => a.order - b.order);
}
