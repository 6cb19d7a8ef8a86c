import { startTransition, type ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { isIslandsPage, RUNTIME_TAKES_OVER_EVENT } from "../components/runtime-handover";

/**
 * Gatsby's renderer, replaced (gatsby-browser's replaceHydrateFunction). React 18 hydrates a root in
 * one task: Gatsby's router and providers, and all of the page that is not in a Suspense boundary of
 * its own (on the front page, a task of 140 ms of Lighthouse's slowed phone ended with that commit,
 * in which it cannot answer a tap). As a transition it hydrates in slices of a few milliseconds, as
 * the page's own boundary does (HydrateWhenIdle). A container without server markup (Gatsby's test:
 * an empty focus wrapper; `gatsby develop` also renders its loading indicator into a new, empty
 * element with this function) is rendered instead, as Gatsby's own renderer does. Answers how to
 * unmount what it rendered, which `gatsby develop` asks for.
 *
 * On a page built of islands, whose runtime starts late (src/islands/gatsby-runtime.ts), the islands
 * are React roots of their own inside the container: each lets go of its element, and the page is
 * rendered anew over the server's markup in the same task, so no frame shows it half gone.
 */
export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  let root: Root | undefined;
  if (isIslandsPage(container.ownerDocument)) {
    window.dispatchEvent(new Event(RUNTIME_TAKES_OVER_EVENT));
    root = createRoot(container);
    flushSync(() => root?.render(element));
  } else if (container.querySelector("#gatsby-focus-wrapper")?.children.length) {
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
  } else {
    root = createRoot(container);
    root.render(element);
  }
  return () => root?.unmount();
}
