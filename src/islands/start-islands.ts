import { islandsIn, type IslandInPage } from "../components/island-markup";
import { onFirstInteraction } from "../components/first-interaction";
import { ISLAND_PARTS, type When } from "./parts";
import { holdPresses } from "./held-presses";
import { RUNTIME_TAKES_OVER_EVENT } from "../components/runtime-handover";

/**
 * What shows an island on the screen: the element is laid out as if it were not there (display:
 * contents, so it has no box of its own to watch), so its first element, or, where it has none yet
 * (a part that draws nothing until it starts), the nearest element around it that is laid out (a
 * place may hide itself while it holds nothing but the island).
 */
function boxOf(element: HTMLElement): Element | null {
  if (element.firstElementChild) return element.firstElementChild;
  let around = element.parentElement;
  while (around && around.getClientRects().length === 0 && around.parentElement) around = around.parentElement;
  return around;
}

/**
 * Starts each island as it comes near the screen (within a screen's height of it, so that it is ready by the time it is seen), once. Without
 * IntersectionObserver (a very old browser) they start at once: late is fine, never is not.
 */
function startWhenSeen(elements: HTMLElement[], start: (element: HTMLElement) => unknown, win: Window) {
  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  if (typeof Observer !== "function") {
    elements.forEach(start);
    return;
  }
  const watched = new Map<Element, HTMLElement[]>();
  for (const element of elements) {
    const box = boxOf(element);
    if (!box) continue;
    watched.set(box, [...(watched.get(box) ?? []), element]);
  }
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        watched.get(entry.target)?.forEach(start);
      }
    },
    { rootMargin: "100% 0px" },
  );
  watched.forEach((_, box) => observer.observe(box));
}

export interface StartedIslands {
  /** Settles once every island that starts as the page opens has started (or failed to). */
  opened: Promise<void>;
  /** Starts the island `element` is, now (once; answers the same start every time). */
  start: (element: HTMLElement) => Promise<void>;
}

/**
 * Starts the page's islands, each when its part says (src/islands/parts.ts): the part's code and
 * React come then, and hydrate that island alone. An island the table does not know, or whose props
 * cannot be read, stays as the server wrote it, and the console says which.
 */
export function startIslands(win: Window = window): StartedIslands {
  const doc = win.document;
  const starts = new Map<HTMLElement, Promise<void>>();
  /** Islands whose start is over, done or failed: a press on them goes on as it is. */
  const settled = new Set<HTMLElement>();
  const roots: { unmount: () => void }[] = [];
  /** Gatsby's runtime renders the whole page from now on: no island starts any more. */
  let handedOver = false;
  const found = new Map<HTMLElement, IslandInPage>(islandsIn(doc).map((island) => [island.element, island]));

  const start = (element: HTMLElement): Promise<void> => {
    const known = starts.get(element);
    if (known) return known;
    const island = found.get(element);
    const part = island && ISLAND_PARTS[island.name];
    const starting =
      island?.props && part
        ? Promise.all([part.load(), import(/* webpackChunkName: "island-hydrate" */ "./hydrate-part")])
            .then(([Part, { hydratePart }]) =>
              handedOver ? undefined : hydratePart(element, Part, island.props as Record<string, unknown>),
            )
            .then((root) => void (root && roots.push(root)))
            .catch((error: unknown) =>
              console.error(`Island "${island.name}" could not start; it stays as the server wrote it`, error),
            )
            .finally(() => void settled.add(element))
        : Promise.resolve().finally(() => void settled.add(element));
    starts.set(element, starting);
    return starting;
  };

  const whenOf = (island: IslandInPage): When => {
    const part = ISLAND_PARTS[island.name];
    if (!part || !island.props) {
      console.error(`Island "${island.name}" is ${part ? "without readable props" : "unknown"}; it stays as the server wrote it`);
      return "never";
    }
    try {
      return part.when(island.props);
    } catch (error) {
      console.error(`Island "${island.name}" could not tell when to start; it stays as the server wrote it`, error);
      return "never";
    }
  };

  const now: Promise<void>[] = [];
  const onTouch: HTMLElement[] = [];
  const whenSeen: HTMLElement[] = [];
  for (const island of found.values()) {
    const when = whenOf(island);
    if (when === "now") now.push(start(island.element));
    else if (when === "touch") onTouch.push(island.element);
    else if (when === "seen") whenSeen.push(island.element);
  }
  if (onTouch.length) onFirstInteraction(() => onTouch.forEach(start), win);
  if (whenSeen.length) startWhenSeen(whenSeen, start, win);
  holdPresses(doc, (element) => (found.has(element) && !settled.has(element) && !handedOver ? start(element) : null));
  // Gatsby's runtime is about to render the page anew (src/islands/gatsby-runtime.ts): each island
  // lets go of its element now, in the same task, so nothing of it runs on (timers, listeners).
  win.addEventListener(
    RUNTIME_TAKES_OVER_EVENT,
    () => {
      handedOver = true;
      roots.splice(0).forEach((root) => root.unmount());
    },
    { once: true },
  );
  return { opened: Promise.all(now).then(() => undefined), start };
}
