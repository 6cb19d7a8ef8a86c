import React, { Suspense, lazy, useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { IslandName, IslandProps } from "./islands";
import { LoadBoundary, PART_FAILED_MESSAGE } from "../../components/LoadBoundary";
import "./cinema.css";

// The member islands with the store, Redux and the API client, in one chunk. (The live ticket
// status is not among them: LiveStatusSlot.) Named: Gatsby names a chunk of code two lazy chunks
// share after their names, and unnamed ones all look alike to it.
const MemberIslands = lazy(() => import(/* webpackChunkName: "cinema-member" */ "./islands"));

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

/**
 * A place on a page where member features appear. The code behind it loads only in the browser
 * and only on pages that have an island, and only the code that island uses.
 */
export function CinemaIsland<N extends IslandName>({
  name,
  props,
  fallback = null,
}: {
  name: N;
  props: IslandProps[N];
  fallback?: React.ReactNode;
}) {
  const partner = useFirstPartner();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return <>{fallback}</>;
  return (
    <LoadBoundary fallback={<p className="island-failed">{PART_FAILED_MESSAGE}</p>}>
      <Suspense fallback={fallback}>
        <MemberIslands name={name} props={props} partner={partner} />
      </Suspense>
    </LoadBoundary>
  );
}
