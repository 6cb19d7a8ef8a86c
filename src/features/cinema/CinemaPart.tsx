import React, { Suspense, lazy, useEffect, useState } from "react";
import type { IslandName, IslandProps } from "./member-islands";
import { LoadBoundary, PART_FAILED_MESSAGE } from "../../components/LoadBoundary";
import "./cinema.css";

// The member islands with the store, Redux and the API client, in one chunk. (The live ticket
// status is not among them: LiveStatusPart.) Named: Gatsby names a chunk of code two lazy chunks
// share after their names, and unnamed ones all look alike to it.
const MemberIslands = lazy(() => import(/* webpackChunkName: "cinema-member" */ "./member-islands"));

/**
 * A place on a page where member features appear, for the cinema `partner`. The code behind it
 * loads only in the browser, after the page has hydrated, and only the code that island uses.
 * Its props are plain data, so it can be an island of a page built of islands (CinemaPageIsland).
 */
export function CinemaPart<N extends IslandName>({
  name,
  props,
  partner,
  fallback = null,
}: {
  name: N;
  props: IslandProps[N];
  partner: number;
  fallback?: React.ReactNode;
}) {
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
