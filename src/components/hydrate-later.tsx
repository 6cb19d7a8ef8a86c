import React, { Suspense, lazy, memo, useEffect, type ComponentType } from "react";
import { onFirstInteraction } from "./first-interaction";

/**
 * A server-rendered part of every page (or of many) that works without script, or needs none until
 * the visitor turns to it: its code stays out of the page's first scripts. As the page hydrates,
 * the part's code is not there, so React keeps its server HTML as it is (a Suspense boundary waiting
 * for code is left dehydrated), and hydrates it when the code arrives. The code loads at the
 * visitor's first press, tap, key, focus or scroll anywhere: the visitor may be turning to the part
 * (focus in a form, or scrolling to it), or following a link, after which the next page renders in
 * the browser and the part must be there at once. Rendered after the page hydrated (a page reached
 * by a link), it loads the code at once if it is not there yet.
 * Should the code not load, the server HTML stays as it is, and the error is logged.
 *
 * `direct` is the part itself where its code is at hand (the server build, the unit tests), null in
 * the browser build. Either way the part is in a Suspense boundary, so the server HTML has the
 * boundary the browser hydrates.
 */
export function hydrateLater<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  direct: ComponentType<P> | null,
): ComponentType<P> {
  let allow: () => void = () => undefined;
  const allowed = new Promise<void>((resolve) => {
    allow = resolve;
  });
  const Lazy = lazy(() =>
    allowed.then(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`${name}: its code could not be loaded; the part stays as the server wrote it`, error);
        return new Promise<never>(() => undefined);
      },
    ),
  ) as unknown as ComponentType<P>;
  const Shown = direct ?? Lazy;

  function Part(props: P) {
    // Not hydrating: there is no server HTML to keep, and the part must show.
    if (!direct && document.documentElement.dataset.hydrated) allow();
    useEffect(() => onFirstInteraction(allow), []);
    return (
      <Suspense fallback={null}>
        <Shown {...props} />
      </Suspense>
    );
  }
  Part.displayName = name;
  // A dehydrated boundary given new props before its code is there would drop its HTML: a parent
  // that renders again with the same props must not reach it.
  return memo(Part) as unknown as ComponentType<P>;
}
