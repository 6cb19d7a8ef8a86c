import React from "react";
import type { AccessFeature } from "../../access-features/access-features";
import { accessIconId } from "./icon-id";

/** Drawn for this site (24 by 24); each shown next to its word, never alone. */
const PATHS: Record<AccessFeature, string> = {
  // An ear with the loop's "T".
  teleslynge:
    "M12 2a7 7 0 0 0-7 7h2a5 5 0 0 1 10 0c0 1.7-.8 2.6-1.7 3.5-.9.9-1.8 1.9-2.1 3.6-.3 1.4-1 2.4-2.2 2.4A2 2 0 0 1 9 18.5H7A4 4 0 0 0 11 22c2.3 0 3.7-1.8 4.1-4 .2-1 .7-1.6 1.5-2.4 1-1 2.4-2.5 2.4-5.6A7 7 0 0 0 12 2zm-2 7h5v2h-1.5v4h-2v-4H10z",
  rullestolplass:
    "M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm-1 5h2v5h5v2h-6.9A1 1 0 0 1 10 13zm-2 2.4v2.2A4.5 4.5 0 1 0 15.2 17h2.1A6.5 6.5 0 1 1 9 9.4zM17 14h2l2 5-1.8.7z",
  tekstet:
    "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v10h16V7zm2 5.5a2.5 2.5 0 0 1 4.3-1.8l-1 1A1 1 0 0 0 7.5 12.5a1 1 0 0 0 1.8.8l1 1A2.5 2.5 0 0 1 6 12.5zm6 0a2.5 2.5 0 0 1 4.3-1.8l-1 1a1 1 0 0 0-1.8.8 1 1 0 0 0 1.8.8l1 1a2.5 2.5 0 0 1-4.3-1.6z",
  syntolket:
    "M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z",
  "avslappet-visning": "M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6-8 11-8 11z",
  "ledsager-gratis":
    "M8 4a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zm8 0a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM4 20v-6a4 4 0 0 1 8 0v6zm8 0v-6a4 4 0 0 1 8 0v6z",
};

/**
 * The access features' icons as one SVG sprite, which gatsby-ssr puts in every page's HTML after
 * the page itself. Icons point into it with <use href="#...">: the drawings are markup the browser
 * parses once, not code in the JavaScript of every page with a card, and a same-document reference
 * needs nothing from the Content-Security-Policy. It sits outside React's root, so it stays put
 * from page to page.
 */
export function AccessIconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}
    >
      {(Object.keys(PATHS) as AccessFeature[]).map((key) => (
        <symbol key={key} id={accessIconId(key)} viewBox="0 0 24 24">
          <path d={PATHS[key]} fill="currentColor" />
        </symbol>
      ))}
    </svg>
  );
}
