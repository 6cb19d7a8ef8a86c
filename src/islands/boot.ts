import { startIslands } from "./start-islands";
import { ISLAND_SELECTOR } from "../components/island-markup";
import { standInForGatsbyRuntime } from "./gatsby-globals";
import { startOfflineOnIslandsPage } from "../features/offline/contract";
import { holdSubmits } from "../features/newsletter/contract";
import { CONSENT_SETTINGS_EVENT, openConsentSettings } from "../consent/consent-choice";
import { ISLANDS_PAGE_ATTRIBUTE, RUNTIME_TAKES_OVER_EVENT } from "../components/runtime-handover";
import { keepShownAsOfNow } from "../time/shown-as-of";
import { trackItemsInPage } from "../features/programme/contract";
import { startGatsbyRuntime } from "./gatsby-runtime";
import { showWaitingPictures } from "./waiting-pictures";
import { prefetchWholeStylesheet } from "./whole-stylesheet";

/**
 * The one script a page built of islands loads as it opens (src/islands/pages.ts), in place of
 * Gatsby's runtime: the site's watchers and service worker, and the islands, each started when its
 * part says (src/islands/parts.ts). `<html data-hydrated>` is set, as on every other page, once every
 * handler listens: the islands that start as the page opens have started, and a press on any other
 * is held until it has (held-presses.ts).
 */
document.documentElement.setAttribute(ISLANDS_PAGE_ATTRIBUTE, "");
standInForGatsbyRuntime();
const islands = startIslands();

/**
 * The rest starts in a task of its own: the script's evaluation and the islands' start were one task
 * of about 20 ms on the bench's phone, long enough to block a tap (Total Blocking Time). Now the
 * opening is three short tasks: this script's, the islands' decision of when each starts (a timer set
 * in startIslands, so it comes first), and this. A press before then is held by the islands' start
 * (held-presses.ts), the one that matters; `data-hydrated` waits for this too.
 */
const rest = new Promise<void>((resolve) =>
  window.setTimeout(() => {
    startTheRest();
    resolve();
  }, 0),
);

function startTheRest() {
  // Analytics consent first: on a first visit its notice is among the first things the page draws.
  startConsentWhereConfigured();
  // What the page shows only until a moment, or from one (the coming dates), as of now; and the views
  // and ticket presses the tag manager hears of. Both are React's once Gatsby's runtime renders the page.
  const stopTimes = keepShownAsOfNow();
  const stopTracking = trackItemsInPage();
  window.addEventListener(
    RUNTIME_TAKES_OVER_EVENT,
    () => {
      stopTimes();
      stopTracking();
    },
    { once: true },
  );
  // Every picture but the main one gets its files once the main one is on the screen.
  showWaitingPictures();
  // The page inlines only the rules its HTML uses and those the site draws without React: the whole
  // stylesheet is applied with the first React island, and fetched ahead once the page has loaded
  // and its main picture is shown.
  prefetchWholeStylesheet();
  // Offline, a saved page a link leads to opens in this one, as on every other page: Gatsby's runtime
  // starts for it (from what the service worker saved), and only then. Should it not start, the page
  // loads at its own address, and the worker answers from what is saved.
  startOfflineOnIslandsPage((url) =>
    startGatsbyRuntime().then(
      () => window.___navigate?.(url.pathname + url.search + url.hash),
      () => window.location.assign(url.href),
    ),
  );
  // The newsletter's light form: a press of "Meld meg på" before its code is there waits for it, and asks for it.
  document.querySelectorAll<HTMLElement>(`${ISLAND_SELECTOR}[data-island="newsletter"]`).forEach((island) => {
    const form = island.querySelector("form");
    if (form) holdSubmits(form, () => void islands.start(island));
  });
}

/**
 * Analytics consent, only where Tag Manager is configured (see gatsby-browser.tsx, which does the
 * same on every other page): process.env is read in the condition itself, so without Tag Manager
 * webpack drops the branch and the consent code. With it, the code is in this script ("eager"), not
 * a chunk of its own: a first visit's notice is the largest thing the programme draws on a phone,
 * and each chunk more put it (its LCP) about 0.15 s later.
 */
function startConsentWhereConfigured() {
  if (process.env.GATSBY_GTM_ID) {
    const tagManagerId = process.env.GATSBY_GTM_ID;
    const consent = () => import(/* webpackMode: "eager" */ "../features/consent");
    consent().then(
      (m) => m.startConsent(tagManagerId),
      () => undefined, // the script error is logged as 'bundle loading error'
    );
    window.addEventListener(CONSENT_SETTINGS_EVENT, () =>
      consent().then(
        (m) => m.openConsentSettings(tagManagerId),
        () => undefined,
      ),
    );
    // The buttons that reopen the notice (ConsentSettingsButton) are HTML here: one listener for all.
    document.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest(".consent-settings")) openConsentSettings();
    });
  }
}

void Promise.all([islands.opened, rest]).then(() => {
  document.documentElement.dataset.hydrated = "true";
});
