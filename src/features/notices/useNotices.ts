import { graphql, useStaticQuery } from "gatsby";
import type { Notice, Queried } from "../../../content-model";

const NONE: readonly Queried<Notice>[] = [];

/** The notices of content/site.json, in a static query of their own, so a new notice changes one small file. */
export function useNotices(): readonly Queried<Notice>[] {
  const data = useStaticQuery<Queries.SiteNoticesQueryQuery>(graphql`
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
