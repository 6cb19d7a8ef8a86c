import React from "react";
import { SEVERITY_LABELS } from "./active-notices";
import { useActiveNotices } from "./useActiveNotices";
import { useNotices } from "./useNotices";

/**
 * Urgent notices on a lobby screen: a band across the top, above whatever the screen shows (any
 * screenful of the programme, any slide) and taking its own room, in type read from 5 m, from the notice's `from` until its
 * `to` by the screen's own clock. A new notice reaches the screen with the next build, which the
 * screen loads by itself within three minutes (src/features/screens/build-watch.ts).
 */
export function ScreenNotices() {
  const active = useActiveNotices(useNotices());
  if (!active.length) return null;
  return (
    // A section, not a div: the screen's first grid row (a div, .grid-row:first-of-type) takes the room left.
    <section className="screen-notices" aria-label="Viktige meldinger">
      {active.map((n) => (
        <p key={n.id} className={`screen-notice screen-notice--${n.severity}`} role={n.severity === "info" ? "status" : "alert"}>
          <strong className="screen-notice__label">{SEVERITY_LABELS[n.severity]}</strong>
          <span className="screen-notice__text">{n.text}</span>
        </p>
      ))}
    </section>
  );
}
