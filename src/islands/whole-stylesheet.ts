import { WHOLE_STYLESHEET_ATTRIBUTE } from "../components/runtime-handover";

/**
 * A page built of islands inlines only the rules its HTML can use (plugins/current-page-styles):
 * what the server wrote looks as it should from the first paint. What the islands draw later (an
 * open menu, a filtered list, a saved heart, a live ticket state) may need any rule, so the whole
 * stylesheet comes as a file, once: as the page has loaded, or before, when an island or Gatsby's
 * runtime is to start. The file is the one Gatsby's runtime would load itself (its address is the
 * same), so the runtime finds it there and does not load it twice.
 */
let loading: Promise<void> | null = null;

/**
 * Adds the whole stylesheet the page names, once; settles when it has loaded, or failed to (an
 * island then starts all the same: late styles are better than a dead button). Settles at once on a
 * page that inlines the whole stylesheet itself.
 */
export function wholeStylesheet(doc: Document = document): Promise<void> {
  if (loading) return loading;
  const href = doc.querySelector(`style[${WHOLE_STYLESHEET_ATTRIBUTE}]`)?.getAttribute(WHOLE_STYLESHEET_ATTRIBUTE);
  // Only a stylesheet of this site: a path, never "//host/…" (another site, its rules over the page).
  if (!href || !/^\/[\w~-][\w./~-]*\.css$/.test(href)) return Promise.resolve();
  loading = new Promise<void>((resolve) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener(
      "error",
      () => {
        console.error(`The stylesheet ${href} could not be loaded; the page keeps the rules it inlines`);
        resolve();
      },
      { once: true },
    );
    doc.head.append(link);
  });
  return loading;
}

/** Asks for the whole stylesheet once the page has loaded (its pictures first), if nothing has asked before. */
export function wholeStylesheetAfterLoad(win: Window = window): void {
  if (win.document.readyState === "complete") void wholeStylesheet(win.document);
  else win.addEventListener("load", () => void wholeStylesheet(win.document), { once: true });
}

/** For tests: forget the stylesheet asked for. */
export function forgetWholeStylesheet(): void {
  loading = null;
}
