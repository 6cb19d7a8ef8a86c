import React from "react";
import { useSiteDefinition } from "../../components/useSiteDefinition";
import { Clock } from "./Clock";

export const EMPTY_MESSAGE = "Nytt program kommer snart.";
export const EMPTY_MORE = "Følg med på rissakulturhus.no.";

/**
 * What a lobby screen shows when there is nothing coming: the venue's name, the time and a calm
 * word, set as deliberately as a full programme, away from the screen's edges.
 */
export function ScreenEmpty() {
  const site = useSiteDefinition();
  return (
    <section className="screen-empty" aria-labelledby="screen-empty-name">
      <h1 id="screen-empty-name" className="screen-empty__name">
        {site.name}
      </h1>
      <Clock />
      <p className="screen-empty__message">{EMPTY_MESSAGE}</p>
      <p className="screen-empty__more">{EMPTY_MORE}</p>
    </section>
  );
}
