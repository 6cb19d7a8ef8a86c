import React from "react";
import type { Renderer } from "react-dom";
import type { GatsbyBrowser } from "gatsby";
import redirects from "./redirects.json";
import { makeRedirectLookup, movedToInDocument, redirectToFollow } from "./src/links/redirects";
import {
  watchBundleLoading,
  watchTyping,
  ensureNoticeRegion,
  guardOfflineNavigation,
  noteShownPage,
  quietExpectedWorkerErrors,
  loadControlledCode,
  workerEventsFor,
} from "./src/features/offline";
import { isLobbyScreen } from "./src/features/screens/contract";
import { CONSENT_SETTINGS_EVENT } from "./src/consent/consent-choice";
import { HydrateWhenIdle } from "./src/layout/HydrateWhenIdle";
import { hydrateInSlices } from "./src/layout/hydrate-in-slices";
import { noteNavigationInApp } from "./src/components/PageHead";
import { isIslandsPage, RUNTIME_READY_EVENT } from "./src/components/runtime-handover";
import "./src/styles/global.css";

const redirectFor = makeRedirectLookup(redirects);
const ignoreLoadFailure = () => undefined; // the script error is logged as 'bundle loading error'

/**
 * An old address opened directly: go on before anything renders, when the page the server sent is
 * the redirect's own stub (a page that owns the address stays, whatever redirects.json says). With
 * the offline app shell instead, the stub goes on by itself once it renders. Then the watchers the
 * whole app needs. A page built of islands, where the runtime starts late (src/islands/gatsby-runtime.ts),
 * has all of that running already, started by its own script.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (isIslandsPage()) return;
  const to = redirectToFollow(redirectFor, window.location.pathname, movedToInDocument(document));
  if (to) window.location.replace(to + window.location.search + window.location.hash);
  watchBundleLoading();
  quietExpectedWorkerErrors();
  watchTyping();
  ensureNoticeRegion();
  guardOfflineNavigation();
  // A page a worker already controls may get an update any time: its handler's code is at hand now.
  if (window.navigator.serviceWorker?.controller) loadControlledCode().catch(ignoreLoadFailure);
};

/**
 * The service worker's lifecycle, as spec section 4 says (the registration itself is Gatsby's, and
 * logs its own failure). On a page built of islands the islands' script registered it and follows
 * it: Gatsby's registration, when its runtime starts late, is the same worker told twice.
 */
const workerEvents = workerEventsFor(() => isLobbyScreen());
const unlessIslands = (then: () => void) => (isIslandsPage() ? undefined : then());
export const onServiceWorkerInstalled: GatsbyBrowser["onServiceWorkerInstalled"] = () =>
  unlessIslands(() => workerEvents.installed());
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = ({ serviceWorker }) =>
  unlessIslands(() => workerEvents.updateReady(serviceWorker));
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => unlessIslands(() => workerEvents.active());

/**
 * From the first link inside the site on, the head must follow the page. (An old address reached
 * by such a link needs nothing here: its stub, src/templates/redirect.tsx, says where the page went
 * and goes on there itself.)
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) noteNavigationInApp();
};

/** Each page shown is in Gatsby's memory: offline it opens again, worker or not (offline-navigation.ts). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => noteShownPage(location.pathname);

/** The page's frame hydrates in slices too (src/layout/hydrate-in-slices.ts). */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  // Gatsby calls it with an element and its container (in production only with the app; in develop
  // also with its loading indicator, and then it unmounts with the function answered). The type
  // Gatsby declares is React DOM's old render function.
  hydrateInSlices as unknown as Renderer;

/** The page hydrates in slices, at idle priority; it marks <html data-hydrated> when done. Same in gatsby-ssr. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <HydrateWhenIdle>{element}</HydrateWhenIdle>;

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // A page built of islands started its consent itself; it waits to hear the runtime has rendered.
  if (isIslandsPage()) {
    window.dispatchEvent(new Event(RUNTIME_READY_EVENT));
    return;
  }
  // Analytics consent, only where Tag Manager is configured, and never on a lobby screen: nobody there
  // to answer, and nothing to measure. process.env is read in the condition itself, not through an
  // imported constant or a variable: webpack writes the value in there, and without Tag Manager it
  // drops the branch, the consent chunk and the code only it uses.
  if (process.env.GATSBY_GTM_ID && !isLobbyScreen()) {
    const tagManagerId = process.env.GATSBY_GTM_ID;
    const consent = () => import("./src/features/consent");
    consent().then((m) => m.startConsent(tagManagerId), ignoreLoadFailure);
    window.addEventListener(CONSENT_SETTINGS_EVENT, () =>
      consent().then((m) => m.openConsentSettings(tagManagerId), ignoreLoadFailure),
    );
  }
};
