import { ISLAND_STARTED_ATTRIBUTE, islandsIn, type IslandInPage } from "../components/island-markup";
import { giveWaitingPicturesIn } from "./waiting-pictures";
import { onFirstInteraction } from "../components/first-interaction";
import { ISLAND_PARTS, type IslandPart, type When } from "./parts";
import { holdChanges, holdPresses } from "./held-presses";
import { RUNTIME_TAKES_OVER_EVENT } from "../components/runtime-handover";
import { wholeStylesheet } from "./whole-stylesheet";
import { isNotFetched } from "../links/page-data";

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
 * Starts each island as it comes near the screen (within a screen's height of it, so that it is
 * ready by the time it is seen), once. Without IntersectionObserver (a very old browser) they start
 * at once: late is fine, never is not.
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

/**
 * Whether what an island's start failed on may come if asked again: a chunk webpack could not load
 * (its ChunkLoadError), or a file the network did not give (notFetched, src/links/page-data.ts).
 */
const mayComeNextTime = (error: unknown) => (error instanceof Error && error.name === "ChunkLoadError") || isNotFetched(error);

/** What takes an island's element over: React hydrating it, or a part drawn without React. */
type Mount = (element: HTMLElement) => { root: { unmount: () => void }; ready: Promise<void> };

/** How soon a moment an island starts at must be for its code to be fetched as the page opens. */
const PREPARE_WITHIN_MS = 10 * 60 * 1000;

/** The longest delay a timer keeps (about 24 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

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
  /**
   * Islands whose code or data did not come (a phone's connection dropped a request): the visitor's
   * next press in one asks for it again, so that its buttons do not stay dead for the rest of the visit.
   */
  const notLoaded = new Set<HTMLElement>();
  const roots = new Map<HTMLElement, { unmount: () => void }>();
  /** Gatsby's runtime renders the whole page from now on: no island starts any more. */
  let handedOver = false;
  const found = new Map<HTMLElement, IslandInPage>(islandsIn(doc).map((island) => [island.element, island]));
  /**
   * Islands inside another (a programme card's live ticket state, inside the programme), by the one
   * they are in, once that one starts: its part renders them from then on, so they start no more,
   * and those that had started let go of their elements first (lettingGo).
   */
  const claimedBy = new Map<HTMLElement, HTMLElement>();
  /** The HTML the server wrote in an island that is inside another, kept as it starts (lettingGo gives it back). */
  const serverHtml = new Map<HTMLElement, string>();
  const isInsideAnother = (element: HTMLElement) => [...found.keys()].some((o) => o !== element && o.contains(element));

  /**
   * The islands inside `element` let go of theirs before it hydrates: each started one's root is
   * unmounted and its element gets back the HTML the server wrote, which is what the part of
   * `element` expects to find there.
   */
  const lettingGo = (element: HTMLElement) => {
    claimedBy.forEach((outer, inner) => {
      const root = outer === element ? roots.get(inner) : undefined;
      if (!root) return;
      root.unmount();
      roots.delete(inner);
      inner.innerHTML = serverHtml.get(inner) ?? "";
      inner.removeAttribute(ISLAND_STARTED_ATTRIBUTE);
    });
  };

  /**
   * Each island's code, asked for once (by its start, or ahead of it; again once that has failed),
   * as what takes its element over: its part's, and React's to hydrate it; or, for a part drawn
   * without React, its part's alone.
   * With a React part's, the whole stylesheet: what it draws once started may need any of its rules.
   * A part drawn without React draws only classes every page inlines (DRAWN_BY_SCRIPT in
   * plugins/current-page-styles), and waits for no stylesheet.
   */
  const code = new Map<HTMLElement, Promise<Mount>>();
  const loadCode = (part: IslandPart, props: Record<string, unknown>): Promise<Mount> =>
    "draw" in part
      ? part.draw().then((draw) => (element) => ({
          root: { unmount: draw(element, props) },
          ready: Promise.resolve(),
        }))
      : Promise.all([
          part.load(props),
          import(/* webpackChunkName: "island-hydrate" */ "./hydrate-part"),
          wholeStylesheet(doc),
        ]).then(
          ([Part, { hydratePart }]) =>
            (element) =>
              // Its pictures are decided here, once: with their files if the main picture is shown.
              hydratePart(element, Part, props, giveWaitingPicturesIn(element)),
        );
  const prepare = (element: HTMLElement, part: IslandPart, props: Record<string, unknown>) => {
    if (!code.has(element)) {
      const loading = loadCode(part, props);
      code.set(element, loading);
      // Failed, it is asked for anew by whatever asks next (a code fetched ahead of its moment too).
      loading.catch(() => code.get(element) === loading && code.delete(element));
    }
    return code.get(element)!;
  };

  const start = (element: HTMLElement): Promise<void> => {
    const known = starts.get(element);
    if (known) return known;
    const outer = claimedBy.get(element);
    if (outer) return start(outer);
    found.forEach((_, inner) => inner !== element && element.contains(inner) && claimedBy.set(inner, element));
    const island = found.get(element);
    const part = island && ISLAND_PARTS[island.name];
    const props = island?.props as Record<string, unknown>;
    const starting =
      island?.props && part
        ? prepare(element, part, props)
            .catch((error: unknown) => {
              // What the network did not give is asked for again at the next press (startFor); what
              // came and cannot be used (data of another build, a part's refusal) would fail again.
              if (mayComeNextTime(error)) notLoaded.add(element);
              throw error;
            })
            .then((mount) => {
              // Gatsby's runtime has taken the page over, or the island this one is in has started.
              if (handedOver || claimedBy.has(element)) return undefined;
              lettingGo(element);
              if (isInsideAnother(element)) serverHtml.set(element, element.innerHTML);
              const { root, ready } = mount(element);
              element.setAttribute(ISLAND_STARTED_ATTRIBUTE, "");
              roots.set(element, root);
              return ready;
            })
            .catch((error: unknown) =>
              console.error(`Island "${island.name}" could not start; it stays as the server wrote it`, error),
            )
            .finally(() => void settled.add(element))
        : Promise.resolve().finally(() => void settled.add(element));
    starts.set(element, starting);
    return starting;
  };

  /** When the island starts; null for one that stays as the server wrote it (said why, once). */
  const whenOf = (island: IslandInPage): When | null => {
    const part = ISLAND_PARTS[island.name];
    if (!part || !island.props) {
      console.error(`Island "${island.name}" is ${part ? "without readable props" : "unknown"}; it stays as the server wrote it`);
      return null;
    }
    try {
      return part.when(island.props);
    } catch (error) {
      console.error(`Island "${island.name}" could not tell when to start; it stays as the server wrote it`, error);
      return null;
    }
  };

  /**
   * An island whose part names a moment starts then, if it has not yet (a timer's delay has a
   * ceiling: a moment beyond it waits for a visit nearer to it).
   */
  const startLater = (island: IslandInPage) => {
    let at: number | null = null;
    try {
      at = ISLAND_PARTS[island.name].startAt?.(island.props as Record<string, unknown>) ?? null;
    } catch (error) {
      console.error(`Island "${island.name}" could not tell when to start; it stays as the server wrote it`, error);
    }
    if (at === null || at - Date.now() > LONGEST_TIMER_MS) return;
    // Soon: its code is fetched now, so that it starts at that moment, not a download later.
    if (at - Date.now() < PREPARE_WITHIN_MS)
      void prepare(island.element, ISLAND_PARTS[island.name], island.props!).catch(() => undefined);
    win.setTimeout(() => void start(island.element), Math.max(at - Date.now(), 0));
  };

  // The visitor's first touch is watched from the start: one before the islands' moments are decided
  // (below) starts those that wait for it as soon as they are.
  let touched = false;
  const onTouch: HTMLElement[] = [];
  onFirstInteraction(() => {
    touched = true;
    if (!handedOver) onTouch.splice(0).forEach(start);
  }, win);

  /** Starts what starts now, and sets the rest to start when their parts say; answers the starts begun. */
  const decide = (): Promise<void>[] => {
    const now: Promise<void>[] = [];
    if (handedOver) return now;
    const whenSeen: HTMLElement[] = [];
    for (const island of found.values()) {
      const when = whenOf(island);
      if (when === null) continue;
      if (when === "now") now.push(start(island.element));
      else if (when === "touch" && touched) void start(island.element);
      else if (when === "touch") onTouch.push(island.element);
      else if (when === "seen") whenSeen.push(island.element);
      if (when !== "now") startLater(island);
    }
    if (whenSeen.length) startWhenSeen(whenSeen, start, win);
    return now;
  };
  /**
   * Decided in a task of its own, after the one that runs this script: the parts' `when` read this
   * browser's storage (saved entries, a member's session), and the page's first read of it opens the
   * site's storage, a fifth of that first task on the bench's phone, which then went past the 50 ms a
   * task may take before it blocks a tap (Total Blocking Time) on programme page 2 at 2,000
   * productions. `opened` waits for it; a press before it is held until it is done (startFor).
   */
  let isDecided = false;
  const decided = new Promise<Promise<void>[]>((resolve) =>
    win.setTimeout(() => {
      isDecided = true;
      try {
        resolve(decide());
      } catch (error) {
        // What did start goes on, presses go to their islands, and the page is still marked ready.
        console.error("The islands' moments could not all be decided; those left start at a press", error);
        resolve([]);
      }
    }, 0),
  );
  const startFor = (element: HTMLElement, pressed: Element): Promise<void> | null => {
    // Before the decision no island that starts now has claimed those inside it: the press waits for
    // it, and then goes to whichever island it belongs to (an inner one started alone would fetch its
    // code for nothing).
    if (!isDecided) return decided.then(() => startFor(element, pressed) ?? undefined);
    // A press in an island that another has claimed waits for that one (its part hears it).
    const starter = claimedBy.get(element) ?? element;
    if (!found.has(starter) || handedOver) return null;
    if (notLoaded.has(starter)) {
      // A link ("Vis flere") goes where it leads, as without script, rather than wait on a network
      // that failed once already; any other press asks for the code again.
      if (pressed.matches("a[href]")) return null;
      notLoaded.delete(starter);
      starts.delete(starter);
      settled.delete(starter);
    }
    return settled.has(starter) ? null : start(starter);
  };
  holdPresses(doc, startFor);
  holdChanges(doc, startFor);
  // Gatsby's runtime is about to render the page anew (src/islands/gatsby-runtime.ts): each island
  // lets go of its element now, in the same task, so nothing of it runs on (timers, listeners).
  win.addEventListener(
    RUNTIME_TAKES_OVER_EVENT,
    () => {
      handedOver = true;
      roots.forEach((root) => root.unmount());
      roots.clear();
    },
    { once: true },
  );
  return { opened: decided.then((now) => Promise.all(now)).then(() => undefined), start };
}
