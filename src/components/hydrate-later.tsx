import React, { Suspense, lazy, memo, useEffect, type ComponentType } from "react";

/** A part of the page whose code loads later, and what may ask for it early. */
export interface LaterPart<P extends object> {
  Part: ComponentType<P>;
  /** Lets its code load (once). */
  allow: () => void;
}

/** The first press, tap or key anywhere: a visitor who may follow a link, after which a new page renders the part. */
function onFirstInteraction(then: () => void): () => void {
  const events = ["pointerdown", "keydown"] as const;
  const once = () => {
    for (const event of events) document.removeEventListener(event, once, true);
    then();
  };
  for (const event of events) document.addEventListener(event, once, { capture: true, passive: true });
  return () => events.forEach((event) => document.removeEventListener(event, once, true));
}

/**
 * A server-rendered part of every page (or of many) that works without script, or needs none until
 * the visitor turns to it: its code stays out of the page's first scripts. As the page hydrates,
 * the part's code is not there, so React keeps its server HTML as it is (a Suspense boundary waiting
 * for code is left dehydrated), and hydrates it when the code arrives. The code loads when `watch`
 * says the visitor turned to the part, or at the visitor's first press or key anywhere: a link they
 * follow renders the next page in the browser, and the part must then be there at once. Rendered
 * after the page hydrated (a page reached by a link), it loads the code at once if it is not there.
 * Should the code not load, the server HTML stays as it is, and the error is logged.
 *
 * In the server build and the unit tests, callers render the part directly (see NewsletterSignup).
 */
export function hydrateLater<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  watch?: (props: P, allow: () => void) => (() => void) | undefined,
): LaterPart<P> {
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

  function Part(props: P) {
    // Not hydrating: there is no server HTML to keep, and the part must show.
    if (document.documentElement.dataset.hydrated) allow();
    useEffect(() => onFirstInteraction(allow), []);
    useEffect(() => watch?.(props, allow), [props]);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Part.displayName = name;
  // A dehydrated boundary given new props before its code is there would drop its HTML: a parent
  // that renders again with the same props must not reach it.
  return { Part: memo(Part) as unknown as ComponentType<P>, allow };
}
