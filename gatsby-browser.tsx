import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { navigate } from "gatsby";
import redirects from "./redirects.json";
import { makeRedirectLookup } from "./src/lib/redirects";
import {
  watchBundleLoading,
  watchTyping,
  ensureNoticeRegion,
  guardOfflineNavigation,
  announceOfflineReady,
  reloadForNewVersion,
  quietExpectedWorkerErrors,
  loadKeepLoadedResources,
} from "./src/features/offline";
import { isLobbyScreen } from "./src/features/screens/contract";
import { CONSENT_SETTINGS_EVENT } from "./src/lib/consent";
import { HydrateWhenIdle } from "./src/layout/HydrateWhenIdle";
import { noteNavigationInApp } from "./src/components/PageHead";
import "./src/styles/global.css";

const redirectFor = makeRedirectLookup(redirects);

/** An old address opened directly: go on before anything renders. Then the watchers the whole app needs. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const to = redirectFor(window.location.pathname);
  if (to) window.location.replace(to + window.location.search + window.location.hash);
  watchBundleLoading();
  quietExpectedWorkerErrors();
  watchTyping();
  ensureNoticeRegion();
  guardOfflineNavigation();
};

/**
 * The service worker's lifecycle, as spec section 4 says (the registration itself is Gatsby's, and
 * logs its own failure). The update handler loads with the page: loading its code when an update
 * comes would fetch it through the old worker just as the new one waits to take over, and in our
 * browser tests Chromium then kept the new worker waiting. What runs once the first worker is
 * active loads then, and should it not load, the page simply carries on.
 */
const ignoreLoadFailure = () => undefined; // the script error is logged as 'bundle loading error'

// A lobby screen has no visitor to tell, and nobody to reload it: it waits for the site as long as it takes.
export const onServiceWorkerInstalled: GatsbyBrowser["onServiceWorkerInstalled"] = () => {
  if (!isLobbyScreen()) announceOfflineReady();
};
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = ({ serviceWorker }) => {
  reloadForNewVersion(serviceWorker, window, { keepTrying: isLobbyScreen() });
};
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  // After an update the page still runs the old build's code: nothing of it is worth keeping.
  if ((window as { ___swUpdated?: boolean }).___swUpdated) return;
  loadKeepLoadedResources().then((m) => m.whenControlled(() => m.keepLoadedResources()), ignoreLoadFailure);
};

/** An old address reached by a link inside the site. And from the first such link on, the head must follow the page. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) noteNavigationInApp();
  const to = redirectFor(location.pathname);
  if (to) void navigate(to + location.search + location.hash, { replace: true });
};

/** The page hydrates in slices, at idle priority; it marks <html data-hydrated> when done. Same in gatsby-ssr. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <HydrateWhenIdle>{element}</HydrateWhenIdle>;

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
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
