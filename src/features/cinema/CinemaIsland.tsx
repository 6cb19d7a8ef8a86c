import React, { Suspense, lazy, useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { IslandName, IslandProps } from "./islands";
import { LoadBoundary, PART_FAILED_MESSAGE } from "../../components/LoadBoundary";

// Two chunks: the member islands with the store, Redux and the API client; and the live ticket
// status on its own, which needs only the events call (programme and culture pages load just that).
// Named: Gatsby names a chunk of code two lazy chunks share after their names, and unnamed ones
// all look alike to it, so the live status would share a chunk with yup (the member forms' and the
// newsletter's).
const MemberIslands = lazy(() => import(/* webpackChunkName: "cinema-member" */ "./islands"));
const LiveStatusIsland = lazy(() => import(/* webpackChunkName: "cinema-live-status" */ "./live-status/island"));

/** The first partner number of the site decides which cinema API is used. */
function useFirstPartner(): number {
  const data = useStaticQuery<{ siteDefinition: { partners: number[] } }>(graphql`
    query CinemaPartnerQuery {
      siteDefinition {
        partners
      }
    }
  `);
  return data.siteDefinition.partners[0];
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
        {name === "live-status" ? (
          <LiveStatusIsland partner={partner} {...(props as IslandProps["live-status"])} />
        ) : (
          <MemberIslands name={name} props={props} partner={partner} />
        )}
      </Suspense>
    </LoadBoundary>
  );
}
