import { ISLAND_SELECTOR } from "../components/island-markup";

/**
 * What a press on which an island holds until it has started: its buttons, but not a form's submit
 * button (the form works without script, and the newsletter holds its own, held-submit.ts); and a
 * link its script follows in the page ("Vis flere" loads the next listing page into the list:
 * without the script it would open that page). A choice in a form is the browser's to make at once:
 * holdChanges tells the island of it once it has started.
 */
const HELD = 'button:not([type="submit"]), a[data-in-place]';

/** The form controls whose changes holdChanges makes again for an island that has started. */
const CHOICES = 'select, input[type="checkbox"], input[type="radio"]';

/**
 * The start of the island `island` that `pressed` is in (again, for one whose code did not come), or
 * null where that island has started (or is none), or the press is to go on as it is.
 */
type StartFor = (island: HTMLElement, pressed: Element) => Promise<void> | null;

/**
 * The controls whose held press or change is being made again: it goes on as it is, whatever became
 * of the island's start. Were it held, an island whose code cannot come would be asked for it again
 * by its own press, for ever.
 */
const makingAgain = new WeakSet<Element>();

function makeAgain(element: Element, make: () => void) {
  makingAgain.add(element);
  try {
    make();
  } finally {
    makingAgain.delete(element);
  }
}

/** The element of an event matching `selector`, and the start of the island it is in, where that island has not started. */
function waitingTarget(event: Event, selector: string, startFor: StartFor) {
  const element = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  if (element && makingAgain.has(element)) return null;
  const island = element?.closest<HTMLElement>(ISLAND_SELECTOR);
  const starting = island && element ? startFor(island, element) : null;
  return element && starting ? { element, starting } : null;
}

/**
 * A choice made in an island's form before it has started (a category picked, a box ticked) stays
 * as the visitor made it, and the island is started at once; once it has, the change is made again
 * for its handlers to hear, as the visitor made it (the island's first render may have set the
 * control back): a select gets the value chosen and its change is sent again; a box is set to the
 * other state and pressed (React hears a box's change by its press, and knows its state from
 * before). Changes are made again one at a time, in order, each after the page has drawn the one
 * before.
 */
export function holdChanges(doc: Document, startFor: StartFor): void {
  let queue: Promise<unknown> = Promise.resolve();
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  doc.addEventListener(
    "change",
    (event) => {
      const waiting = waitingTarget(event, CHOICES, startFor);
      if (!waiting) return;
      const { element: control, starting } = waiting;
      // What the visitor chose: the island's first render may set the control back to what the server wrote.
      const chosen = control instanceof HTMLInputElement ? control.checked : (control as HTMLSelectElement).value;
      queue = queue
        .then(() => starting)
        .then(() => {
          if (!control.isConnected) return;
          makeAgain(control, () => {
            if (control instanceof HTMLInputElement) {
              control.checked = !chosen;
              control.click();
            } else {
              (control as HTMLSelectElement).value = chosen as string;
              control.dispatchEvent(new Event("change", { bubbles: true }));
            }
          });
        })
        .then(nextTask);
    },
    true,
  );
}

/**
 * A press on a button of an island that has not started yet is not lost: it is held (the browser
 * does nothing with it, and no listener below sees it), the island is started at once, and once it
 * has, the press is made again on the same button, which its handler now hears. `startFor` answers
 * the start of the island an element is in, or null when that island has started (the press then
 * goes on as it is). Any other link needs no holding: the browser follows it, and the next page opens.
 * Listens at the document in the capture phase, before anything else the page listens with.
 */
export function holdPresses(doc: Document, startFor: StartFor): void {
  doc.addEventListener(
    "click",
    (event) => {
      const waiting = waitingTarget(event, HELD, startFor);
      if (!waiting) return;
      const { element: button, starting } = waiting;
      event.preventDefault();
      event.stopImmediatePropagation();
      void starting.then(() => {
        if (button.isConnected) makeAgain(button, () => button.click());
      });
    },
    true,
  );
}
