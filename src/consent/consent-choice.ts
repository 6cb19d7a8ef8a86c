import { localStore } from "../browser-storage/local-storage";

/**
 * The visitor's answer to the analytics consent notice, kept in this browser (localStorage, not a
 * cookie) so it is asked once and can be changed from the footer and the cookie article. Shared:
 * the footer's button only announces CONSENT_SETTINGS_EVENT; the consent feature, loaded by
 * gatsby-browser only when Tag Manager is configured, listens for it.
 */
export type ConsentChoice = "granted" | "denied";

export const CONSENT_KEY = "rk-samtykke-statistikk";
export const CONSENT_SETTINGS_EVENT = "rk:samtykke-innstillinger";
/**
 * On <html> while the consent notice is open at the window's foot (the consent feature sets it):
 * the stylesheets and the site's own notices keep clear of the notice by it.
 */
export const CONSENT_NOTICE_OPEN_CLASS = "has-consent-notice";

export function readConsent(): ConsentChoice | null {
  try {
    const raw = localStore()?.getItem(CONSENT_KEY);
    const choice = raw ? (JSON.parse(raw) as { analytics?: unknown }).analytics : null;
    return choice === "granted" || choice === "denied" ? choice : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice, now = Date.now()): void {
  try {
    localStore()?.setItem(CONSENT_KEY, JSON.stringify({ analytics: choice, at: now }));
  } catch {
    // A browser that refuses storage is asked again on the next page: never an error for the visitor.
  }
}

export const openConsentSettings = () => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
