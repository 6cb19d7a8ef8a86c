import React from "react";
import { LocationProvider } from "@gatsbyjs/reach-router";
import { island } from "../../components/island";
import { SearchPanel } from "./SearchPanel";

/**
 * The search panel with the address to read its query from: Gatsby's router where it runs, else
 * (a page built of islands) the browser's history, which a new search from the panel changes in
 * place (src/islands/gatsby-globals.ts), so the results follow without a new page.
 */
export function SearchPart({ heading }: { heading: string }) {
  return (
    <LocationProvider>
      <SearchPanel heading={heading} />
    </LocationProvider>
  );
}

/** The search page's panel as an island (src/islands/parts.ts, "search"). */
export const SearchIsland = island("search", SearchPart);
