import React from "react";
import { useFirstPartner } from "./CinemaIsland";
import { WatchMarkPart } from "./WatchMarkPart";
import { island } from "../../components/island";

/** The mark with the site's first partner, in a page Gatsby renders whole (the programme's cards). */
export function WatchlistMark({ ediNumber }: { ediNumber: string }) {
  return <WatchMarkPart ediNumber={ediNumber} partner={useFirstPartner()} />;
}

const WatchMarkPartIsland = island("watch-mark", WatchMarkPart);

/**
 * The mark as an island (src/islands/parts.ts, "watch-mark"): on a page built of islands it starts
 * by itself where a member is logged in in this browser, and not at all where none is.
 */
export function WatchMarkIsland({ ediNumber }: { ediNumber: string }) {
  return <WatchMarkPartIsland ediNumber={ediNumber} partner={useFirstPartner()} />;
}
