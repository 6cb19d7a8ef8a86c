import React, { Suspense, lazy, useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { IslandName, IslandProps } from "./islands";
import { LoadBoundary, PART_FAILED_MESSAGE } from "../../components/LoadBoundary";

const Islands = lazy(() => import("./islands"));

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
 * A place on a page where member features appear. The code behind it (Redux, axios, the API
 * client) loads only in the browser and only on pages that have an island.
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
        <Islands name={name} props={props} partner={partner} />
      </Suspense>
    </LoadBoundary>
  );
}
