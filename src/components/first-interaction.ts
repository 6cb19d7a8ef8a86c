const INTERACTIONS = ["pointerdown", "keydown", "focusin", "scroll"] as const;

/**
 * Calls `then` once, at the visitor's first press, tap, key, focus or scroll anywhere in the page.
 * Answers how to stop waiting. No React: the islands' boot uses it too (src/islands/start-islands.ts).
 */
export function onFirstInteraction(then: () => void, win: Window = window): () => void {
  const stop = () => INTERACTIONS.forEach((event) => win.removeEventListener(event, once, true));
  const once = () => {
    stop();
    then();
  };
  INTERACTIONS.forEach((event) => win.addEventListener(event, once, { capture: true, passive: true }));
  return stop;
}
