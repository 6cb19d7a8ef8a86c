/**
 * Asking the site whether it can be reached, and which build it serves, without a failed request
 * in the console when it cannot: a network that is down is expected (a lobby screen lives through
 * many outages), not an error. Offline by the browser's own account, nothing is asked. A request
 * carrying CHECK_HEADER goes past the service worker's saved copies to the network, and when the
 * network fails the worker answers it with UNREACHABLE_HEADER instead
 * (src/service-worker/sw-extras.js; keep the header names in step).
 */
const CHECK_HEADER = "X-Kulturhus-Sjekk";
export const UNREACHABLE_HEADER = "X-Kulturhus-Uten-Nett";
export const BUILD_INFO_PATH = "/build.json";

export type SiteAnswer = { reached: false } | { reached: true; buildId: string | null };

type Fetching = Pick<Window, "fetch" | "navigator">;

/** `signal`: the asker gives up (a lobby screen, when its next check is due); then it is "not answered". */
async function ask(path: string, win: Fetching, signal?: AbortSignal): Promise<Response | null> {
  if (win.navigator.onLine === false) return null;
  try {
    const response = await win.fetch(path, { cache: "no-store", headers: { [CHECK_HEADER]: "1" }, signal });
    return response.headers.get(UNREACHABLE_HEADER) ? null : response;
  } catch {
    return null;
  }
}

/** Which build /build.json names now; `reached: false` when the site cannot be reached. */
export async function askForBuild(win: Fetching = window, signal?: AbortSignal): Promise<SiteAnswer> {
  // A fresh query string so no cache on the way answers with an old copy.
  const response = await ask(`${BUILD_INFO_PATH}?t=${Date.now()}`, win, signal);
  if (!response) return { reached: false };
  if (!response.ok) return { reached: true, buildId: null };
  try {
    const info = (await response.json()) as { buildId?: unknown };
    return { reached: true, buildId: typeof info.buildId === "string" && info.buildId !== "" ? info.buildId : null };
  } catch {
    return { reached: true, buildId: null };
  }
}

/** Whether the site answers at all. */
export async function siteReachable(win: Fetching = window): Promise<boolean> {
  return (await askForBuild(win)).reached;
}

/**
 * The build of the page at `path` as a reload would get it now: the address itself, no query string,
 * so a host or proxy cache that still holds the old page answers here as it would there. Null when it
 * cannot be read.
 */
export async function pageBuildOnline(path: string, win: Fetching = window, signal?: AbortSignal): Promise<string | null> {
  const response = await ask(path, win, signal);
  if (!response?.ok) return null;
  try {
    const html = await response.text();
    const doc = new DOMParser().parseFromString(html, "text/html");
    return doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || null;
  } catch {
    return null;
  }
}
