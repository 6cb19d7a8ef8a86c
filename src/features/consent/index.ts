/**
 * Analytics consent, the public face of the feature. gatsby-browser loads this only when Tag
 * Manager is configured (GATSBY_GTM_ID), after the page has hydrated; without it, nothing of this
 * reaches the browser and no notice is shown.
 */
import { readConsent } from "../../consent/consent-choice";
import { grantAndLoad, setConsentDefaults } from "./tag-manager";

// In this module's chunk: the notice is what a first visit waits for (src/islands/boot.ts).
const notice = () => import(/* webpackMode: "eager" */ "./show-notice");

/** On every page load: Tag Manager for a visitor who said yes, the notice for one who has not answered, nothing for a no. */
export function startConsent(containerId: string): void {
  setConsentDefaults();
  const choice = readConsent();
  if (choice === "granted") grantAndLoad(containerId);
  else if (choice === null) void notice().then((m) => m.showNotice({ containerId, current: null, fromSettings: false }));
}

/** The footer's and the cookie article's settings button. */
export function openConsentSettings(containerId: string): void {
  void notice().then((m) => m.showNotice({ containerId, current: readConsent(), fromSettings: true }));
}
