/**
 * Code and page data this page fetched before a service worker controlled it never reached the
 * worker's cache: on a first visit, the page's own code, its static query results, and whatever it
 * loaded lazily (the login island on /min-side/logg-inn, which the member page then reuses from
 * memory). gatsby-plugin-offline stores some of it once the worker is active; this stores the rest
 * the same way, by asking for it again through the worker (a prefetch it answers and keeps).
 */
const KEPT = (pathname: string) => pathname.endsWith(".js") || (pathname.startsWith("/page-data/") && pathname.endsWith(".json"));

type Idle = (step: (deadline: { timeRemaining(): number }) => void) => void;

/**
 * The browser's idle callback, at the latest after 2 s (a busy page or a tab in the background may
 * have no idle moment for long, and a first visit may end before anything is kept); or a short
 * timeout where there is none (Safari): one link per turn then.
 */
const idleOf = (win: Window): Idle =>
  typeof win.requestIdleCallback === "function"
    ? (step) => win.requestIdleCallback(step, { timeout: 2000 })
    : (step) => win.setTimeout(() => step({ timeRemaining: () => 0 }), 50);

/**
 * Asks for each again at idle moments, a few at a time: each request through the worker costs the
 * main thread a few milliseconds, and all at once made one long task (55 ms on Lighthouse's slowed
 * phone, more on a busy one) just as a first visit became interactive. Answers how many it will ask for.
 */
export function keepLoadedResources(win: Window = window): number {
  const origin = win.location.origin;
  const queue = [
    ...new Set(
      win.performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${origin}/`) && KEPT(new URL(url).pathname)),
    ),
  ];
  const count = queue.length;
  const idle = idleOf(win);
  const askAgain = (url: string) => {
    const link = win.document.createElement("link");
    link.rel = "prefetch";
    link.href = url;
    link.onload = link.onerror = () => link.remove();
    win.document.head.append(link);
  };
  const step = (deadline: { timeRemaining(): number }) => {
    do askAgain(queue.shift() as string);
    while (queue.length && deadline.timeRemaining() > 5);
    if (queue.length) idle(step);
  };
  if (queue.length) idle(step);
  return count;
}
