import React, { Suspense, useEffect } from "react";

/** Tells browser tests (and anyone curious) that the page is hydrated and every handler listens. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * Every page sits in one Suspense boundary, in the server markup and in the browser alike. React 18
 * hydrates a root in one task that cannot be interrupted (on the front page, 860 ms of Lighthouse's
 * slowed phone), but leaves a server-rendered Suspense boundary for a second pass at idle priority,
 * which it does in slices of a few milliseconds between which the browser can paint and answer
 * input. A click or key press in the page before then hydrates it at once and is not lost (React
 * replays the event). After hydration the boundary does nothing: nothing in it ever suspends
 * without a boundary of its own.
 */
export function HydrateWhenIdle({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <HydratedMark />
    </Suspense>
  );
}
