import { forgetSavedPages } from "../../site-check/saved-pages";
import { RELOADING_FOR_NEW_BUILD_EVENT } from "../../site-check/new-build";
import { askForBuild, pageBuildOnline, type SiteAnswer } from "../../site-check/site-check";

/** How often a lobby screen asks the site which build it serves. */
export const BUILD_CHECK_MS = 3 * 60_000;

/** The build this page came from, written into every page's <head> at build time. */
export function currentBuildId(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || null;
}

/** When the build this page came from was made (epoch ms), from its <head>; null when unknown. */
export function currentBuildTime(doc: Document = document): number | null {
  const at = Date.parse(doc.querySelector<HTMLMetaElement>('meta[name="build-time"]')?.content ?? "");
  return Number.isFinite(at) ? at : null;
}

/** What a screen knows about itself: for staff, for a test, for whoever opens its developer tools. */
export interface ScreenHealth {
  /** The build this screen shows. */
  build: string | null;
  /** When that build's data was made (epoch ms). */
  builtAt: number | null;
  /** When the site last answered (kept on the device, so it survives a restart). */
  lastReachedAt: number | null;
  /** When this screen found it could not reach the site; null while it can. */
  offlineSince: number | null;
  /** What the screen shows comes from the device and could not be checked against the site. */
  savedCopy: boolean;
  /** A build the site names that this screen does not show (yet). */
  newerBuild: string | null;
  /** When this was found. */
  checkedAt: number;
}

type LoadResult = "reloaded" | "updating" | "failed";
type Log = Pick<Console, "info" | "warn">;
type KeyValue = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface WatchDeps {
  currentBuild: string | null;
  /** When the current build was made; left out when unknown. */
  builtAt?: number | null;
  askForBuild(signal?: AbortSignal): Promise<SiteAnswer>;
  /** The build a reload of this page would get now. */
  pageBuildOnline(signal?: AbortSignal): Promise<string | null>;
  loadNewBuild(target: string): Promise<LoadResult>;
  now(): number;
  log: Log;
  /** Survives a reload in the same tab: what the last reload was for. */
  session: KeyValue | null;
  /** Survives a restart: when the site last answered. */
  local: KeyValue | null;
}

const RELOAD_NOTE_KEY = "kulturhus-skjerm-lastet-for";
const UNCHANGED_KEY = "kulturhus-skjerm-uendret";
const LAST_REACHED_KEY = "kulturhus-skjerm-sist-tilkoblet";

const read = (store: KeyValue | null, key: string): string | null => {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (store: KeyValue | null, key: string, value: string | null): void => {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage refused: the screen still works, it only forgets across reloads.
  }
};

/** Written just before a reload into a new build, so the reloaded page can tell whether it got it. */
export function noteReloadForNewBuild(from: string | null, to: string | null, session: KeyValue | null = safeSession()): void {
  write(session, RELOAD_NOTE_KEY, JSON.stringify({ from, to }));
}

function safeSession(): KeyValue | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
function safeLocal(): KeyValue | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps a lobby screen on the newest build and knows its health. Each check asks the site which build
 * it serves. A newer one is loaded only when it is really there: the page itself, fetched as a reload
 * would fetch it, must carry it too (a deploy half uploaded, or an old copy in a cache on the way,
 * gives a build.json and a page that disagree). Then the screen reloads once; should the reload still
 * bring the old page, it says so and does not reload for that build again. A site that cannot be
 * reached is an expected state, logged once as it starts and once as it ends, never as an error.
 */
export function createBuildWatch(deps: WatchDeps) {
  const current = deps.currentBuild;
  const logged = new Set<string>();
  const once = (level: keyof Log, key: string, message: string) => {
    if (logged.has(key)) return;
    logged.add(key);
    deps.log[level](message);
  };
  const storedReach = Number(read(deps.local, LAST_REACHED_KEY));
  let health: ScreenHealth = {
    build: current,
    builtAt: deps.builtAt ?? null,
    lastReachedAt: Number.isFinite(storedReach) && storedReach > 0 ? storedReach : null,
    offlineSince: null,
    savedCopy: false,
    newerBuild: null,
    checkedAt: deps.now(),
  };
  /** The build the site named last; a reload the worker starts is for it. */
  let lastNamed: string | null = null;
  /**
   * A load of a new build under way: the next checks do not start another (a worker's update that
   * hangs would take every later one with it), and still say what they found.
   */
  let loading = false;

  // Did the reload that started this page bring the build it was for?
  const note = read(deps.session, RELOAD_NOTE_KEY);
  write(deps.session, RELOAD_NOTE_KEY, null);
  if (note) {
    try {
      const { from, to } = JSON.parse(note) as { from?: string | null; to?: string | null };
      if (from === current && to) {
        write(deps.session, UNCHANGED_KEY, to);
        once(
          "warn",
          `unchanged:${to}`,
          `Lobbyskjermen ble lastet på nytt for bygg ${to}, men fikk bygg ${current} igjen (en gammel kopi på veien?). Den laster ikke på nytt for ${to} igjen.`,
        );
      } else if (from !== current) {
        write(deps.session, UNCHANGED_KEY, null);
      }
    } catch {
      // An unreadable note: nothing to learn from it.
    }
  }

  /**
   * One check. `signal`: the caller gives it up (the next check is due and this one still waits for
   * the network); from then on nothing more is concluded from it: not that the site is away, and no
   * load of a new build is started.
   */
  async function check(signal?: AbortSignal): Promise<ScreenHealth> {
    const answer = await deps.askForBuild(signal);
    if (signal?.aborted) return health;
    const now = deps.now();
    health = { ...health, checkedAt: now };
    if (!answer.reached) {
      if (health.offlineSince === null) {
        deps.log.info(`Lobbyskjermen når ikke nettstedet; den viser det som er lagret på enheten (bygg ${current ?? "ukjent"}).`);
      }
      health = { ...health, offlineSince: health.offlineSince ?? now, savedCopy: true };
      return health;
    }
    if (health.offlineSince !== null) deps.log.info(`Lobbyskjermen når nettstedet igjen.`);
    health = { ...health, lastReachedAt: now, offlineSince: null, savedCopy: false };
    write(deps.local, LAST_REACHED_KEY, String(now));

    const target = answer.buildId;
    lastNamed = target;
    if (!target || !current || target === current) {
      health = { ...health, newerBuild: null };
      return health;
    }
    health = { ...health, newerBuild: target };
    if (read(deps.session, UNCHANGED_KEY) === target) return health;
    if (loading) return health;
    const online = await deps.pageBuildOnline(signal);
    if (signal?.aborted || loading) return health;
    if (online !== target) {
      once(
        "info",
        `waiting:${target}:${online}`,
        `Nettstedet sier bygg ${target}, men siden kommer fortsatt som bygg ${online ?? "ukjent"}; lobbyskjermen venter til de er enige.`,
      );
      return health;
    }
    loading = true;
    const result = await deps.loadNewBuild(target).finally(() => (loading = false));
    if (result === "failed")
      once(
        "info",
        `failed:${target}`,
        `Lobbyskjermen fikk ikke hentet bygg ${target}; den viser det den har og prøver igjen ved neste sjekk.`,
      );
    return health;
  }

  return {
    check,
    health: () => health,
    lastNamedBuild: () => lastNamed,
  };
}

/**
 * Loads the new build, which the caller has seen is really there. With a service worker, a reload
 * alone would leave the old build's worker in charge, with the old build's saved copies for when
 * the network fails (its app shell and scripts), so the worker is asked for the new one first; once it is installed, the site reloads the page itself (onServiceWorkerUpdateReady in
 * gatsby-browser.tsx). Should the worker not get it (the connection went just now), nothing saved is
 * dropped and the screen carries on: the next check tries again. Without a worker, or when the worker
 * itself is unchanged, the page reloads past anything saved.
 */
export async function loadNewBuild(target: string, win: Window = window, log: Log = console): Promise<LoadResult> {
  const workers = win.navigator.serviceWorker;
  if (workers?.controller) {
    try {
      const registration = await workers.getRegistration();
      await registration?.update();
      if (registration?.installing || registration?.waiting) return "updating";
    } catch (error) {
      log.info("Lobbyskjermen fikk ikke spurt etter den nye versjonen av nettstedet:", (error as Error)?.message ?? error);
      return "failed";
    }
  }
  noteReloadForNewBuild(currentBuildId(win.document), target);
  await forgetSavedPages(win);
  win.location.reload();
  return "reloaded";
}

export type BuildWatch = ReturnType<typeof createBuildWatch>;

/** The watch as a screen runs it, on this page, noting each reload the site starts into a new build. */
export function watchThisScreen(win: Window = window): { watch: BuildWatch; stop(): void } {
  const watch = makeWatch(win);
  const note = () => noteReloadForNewBuild(watch.health().build, watch.lastNamedBuild());
  win.addEventListener(RELOADING_FOR_NEW_BUILD_EVENT, note);
  return { watch, stop: () => win.removeEventListener(RELOADING_FOR_NEW_BUILD_EVENT, note) };
}

function makeWatch(win: Window) {
  return createBuildWatch({
    currentBuild: currentBuildId(win.document),
    builtAt: currentBuildTime(win.document),
    askForBuild: (signal) => askForBuild(win, signal),
    pageBuildOnline: (signal) => pageBuildOnline(win.location.pathname, win, signal),
    loadNewBuild: (target) => loadNewBuild(target, win),
    now: () => Date.now(),
    log: console,
    session: safeSession(),
    local: safeLocal(),
  });
}
