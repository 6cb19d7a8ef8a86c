import { ISLAND_SELECTOR } from "../components/island-markup";

/** The buttons a press on which an island holds until it has started: not a form's submit button (the form works without script, and the newsletter holds its own, held-submit.ts). */
const HELD = 'button:not([type="submit"])';

/**
 * A press on a button of an island that has not started yet is not lost: it is held (the browser
 * does nothing with it, and no listener below sees it), the island is started at once, and once it
 * has, the press is made again on the same button, which its handler now hears. `startFor` answers
 * the start of the island an element is in, or null when that island has started (the press then
 * goes on as it is). A link needs no holding: the browser follows it, and the next page opens.
 * Listens at the document in the capture phase, before anything else the page listens with.
 */
export function holdPresses(doc: Document, startFor: (island: HTMLElement) => Promise<void> | null): void {
  doc.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
      const island = button?.closest<HTMLElement>(ISLAND_SELECTOR);
      const starting = island ? startFor(island) : null;
      if (!button || !starting) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void starting.then(() => {
        if (button.isConnected) button.click();
      });
    },
    true,
  );
}
