import React, { type ComponentType } from "react";
import { ISLAND_CLASS } from "./island-markup";

/**
 * A part of the page that changes in the browser, as an island: its server HTML in an element of its
 * own, with the part's name and its props (plain data, as JSON) on it. On a page built of islands
 * (src/islands/pages.ts) that is all the browser needs to start the part by itself, with React and
 * the part's code alone (src/islands/boot.ts), and only when it is needed; the rest of the page is
 * never touched. On any other page Gatsby renders the element too, and it is only a wrapper.
 *
 * The element is a `div.island`, laid out as if it were not there (display: contents, global.css), so
 * the part's own layout stays as it was; a child selector around it must name the island too
 * (`.card__body > .island > *`, cards.css).
 * `name` is the part's key in src/islands/parts.ts.
 */
export function island<P extends object>(
  name: string,
  Part: ComponentType<P>,
  {
    data = (props) => props,
  }: {
    /**
     * What the element carries of the props, where the part does not need them all written into
     * the page: its part in src/islands/parts.ts gets the rest itself as it loads, from the page's
     * data (the programme's listing, the slideshow's slides, the teaser's cards).
     */
    data?: (props: P) => object;
  } = {},
): ComponentType<P> {
  function Island(props: P) {
    return (
      <div className={ISLAND_CLASS} data-island={name} data-props={JSON.stringify(data(props))}>
        <Part {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
