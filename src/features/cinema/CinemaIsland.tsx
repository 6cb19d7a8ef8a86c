import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { IslandName, IslandProps } from "./member-islands";
import { island } from "../../components/island";
import { CinemaPart } from "./CinemaPart";

/** The first partner number of the site decides which cinema API is used. */
export function useFirstPartner(): number {
  const data = useStaticQuery<Queries.CinemaPartnerQueryQuery>(graphql`
    query CinemaPartnerQuery {
      siteDefinition {
        partners
      }
    }
  `);
  // The content model requires content/site.json and a partner in it; every page's header has
  // already stopped a render without them (useSiteDefinition).
  return data.siteDefinition!.partners[0];
}

/** A member part with the site's first partner (the member pages, which Gatsby renders whole). */
export function CinemaIsland<N extends IslandName>(props: { name: N; props: IslandProps[N]; fallback?: React.ReactNode }) {
  return <CinemaPart {...props} partner={useFirstPartner()} />;
}

const CinemaPartIsland = island("cinema", CinemaPart);

/**
 * A member part as an island (src/islands/parts.ts, "cinema"): on a page built of islands it starts
 * by itself as the page opens (the film's info and reviews).
 */
export function CinemaPageIsland<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  return <CinemaPartIsland name={name} props={props} partner={useFirstPartner()} />;
}
