/**
 * Google Tag Manager with Consent Mode. Nothing here runs before the visitor has answered "Godta":
 * then the consent defaults (everything denied) go first, the grant for statistics after, and only
 * then is the container script loaded. "Avslå" afterwards withdraws the grant and removes the
 * statistics cookies already set.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

function dataLayer(): unknown[] {
  const w = window as DataLayerWindow;
  w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
  return w.dataLayer;
}

/** gtag() as Google's snippet defines it: Tag Manager reads consent commands as Arguments objects, not arrays. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

let defaultsSet = false;
/** Consent Mode's defaults: denied, before any tag can run. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
}

let loaded = false;
export function grantAndLoad(containerId: string): void {
  setConsentDefaults();
  gtag("consent", "update", { analytics_storage: "granted" });
  if (loaded) return;
  loaded = true;
  dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  // In the body, not the head: when a first visit's service worker takes over, gatsby-plugin-offline
  // asks again for every script in the head (so the worker caches it), and a visitor who said yes
  // before that moment downloaded Tag Manager twice.
  document.body.appendChild(script);
}

/** Withdraws the grant; Google Analytics' cookies (_ga, _ga_<id>, _gid) go, on this host and its parent domains. */
export function withdraw(): void {
  setConsentDefaults();
  gtag("consent", "update", { analytics_storage: "denied" });
  const names = document.cookie
    .split(";")
    .map((c) => c.split("=")[0].trim())
    .filter((name) => /^_g(a|id)(_|$)/.test(name));
  const parts = window.location.hostname.split(".");
  const domains = parts.map((_, i) => parts.slice(i).join(".")).filter((d) => d.includes(".") || d === "localhost");
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
