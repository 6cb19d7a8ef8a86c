import { graphql, useStaticQuery } from "gatsby";
import type { Notice } from "../../../content-model";

const NONE: Notice[] = [];

/** The notices of content/site.json, in a static query of their own, so a new notice changes one small file. */
export function useNotices(): Notice[] {
  const data = useStaticQuery<{ siteDefinition: { notices: Notice[] | null } | null }>(graphql`
    query SiteNoticesQuery {
      siteDefinition {
        notices {
          id
          text
          severity
          from
          to
        }
      }
    }
  `);
  return data.siteDefinition?.notices ?? NONE;
}
