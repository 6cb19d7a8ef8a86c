import { RUNTIME_READY_EVENT, RUNTIME_SCRIPTS_ID } from "../components/runtime-handover";
import { APP_DATA_PATH } from "../features/offline/contract";
import { wholeStylesheet } from "./whole-stylesheet";

declare global {
  interface Window {
    pagePath?: string;
    ___webpackCompilationHash?: string;
    ___chunkMapping?: string;
  }
}

/** Gatsby's runtime scripts, as the page lists them (gatsby/ssr/islands-page.tsx): URL paths of this site's own scripts. */
function runtimeScripts(doc: Document): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(RUNTIME_SCRIPTS_ID)?.textContent ?? "");
    if (Array.isArray(list) && list.length && list.every((src) => typeof src === "string" && /^\/[\w.~-]+\.js$/.test(src)))
      return list;
  } catch {
    // No list: the runtime cannot start here (below).
  }
  return [];
}

/** The build's compilation hash, which Gatsby's runtime checks the page data against (else it reloads the page). */
async function compilationHash(win: Window): Promise<string> {
  const answer = await win.fetch(APP_DATA_PATH);
  const data: unknown = answer.ok ? await answer.json() : null;
  const hash = (data as { webpackCompilationHash?: unknown } | null)?.webpackCompilationHash;
  if (typeof hash !== "string" || hash === "") throw new Error(`${APP_DATA_PATH} names no compilation hash`);
  return hash;
}

/** How long the runtime may take to render the page before the start counts as failed (it may not render at all: its page's files missing). */
export const RUNTIME_START_LIMIT_MS = 15_000;

let starting: Promise<void> | null = null;

/**
 * Starts Gatsby's runtime on this page built of islands, as Gatsby's own page would have started it
 * as it opened: the globals its inline scripts would have set (the page's path, the compilation hash,
 * the chunk map, which on Gatsby's own pages is a JSON string its loader does not read), then its
 * scripts. gatsby-browser sees the page is built of islands: its renderer has each island let go and
 * renders the page anew (src/layout/hydrate-in-slices.ts), and it says when that is done. Everything
 * it needs comes through the service worker, so it starts offline where the page is saved.
 * Resolves once the runtime has rendered the page; rejects when it cannot start (and may be asked again).
 */
export function startGatsbyRuntime(win: Window = window): Promise<void> {
  starting ??= (async () => {
    const scripts = runtimeScripts(win.document);
    if (scripts.length === 0) throw new Error(`The page lists no Gatsby runtime scripts (#${RUNTIME_SCRIPTS_ID})`);
    const hash = await compilationHash(win);
    Object.assign(win, { pagePath: win.location.pathname, ___webpackCompilationHash: hash, ___chunkMapping: "{}" });
    // The pages it renders may need any rule, and it loads no stylesheet of its own.
    await wholeStylesheet(win.document);
    await new Promise<void>((resolve, reject) => {
      win.addEventListener(RUNTIME_READY_EVENT, () => resolve(), { once: true });
      win.setTimeout(() => reject(new Error("Gatsby's runtime did not render the page")), RUNTIME_START_LIMIT_MS);
      for (const src of scripts) {
        const script = win.document.createElement("script");
        script.src = src;
        script.onerror = () => reject(new Error(`${src} could not be loaded`));
        win.document.body.append(script);
      }
    });
  })();
  starting.catch(() => (starting = null));
  return starting;
}
