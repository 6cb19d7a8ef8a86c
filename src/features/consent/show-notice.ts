import { CONSENT_NOTICE_OPEN_CLASS, saveConsent, type ConsentChoice } from "../../consent/consent-choice";
import { grantAndLoad, withdraw } from "./tag-manager";
import "./consent.css";

let host: HTMLElement | null = null;

/** Empties the notice's place; the place stays for the next time the settings are opened. */
function close() {
  host?.replaceChildren();
  document.documentElement.classList.remove(CONSENT_NOTICE_OPEN_CLASS);
}

/** An element with its class and its children (text or elements). */
function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string | null, ...children: (Node | string)[]) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/**
 * Shows the consent notice in a place of its own at the end of the page, outside every island and
 * Gatsby's root: what is asked and why, and two answers of equal weight, "Godta" and "Avslå", the
 * same kind of button side by side. Opened from the settings button it takes the focus and says
 * what the visitor answered last time. Drawn without React: it is the first thing a first visit is
 * asked, on pages that otherwise load no React as they open.
 */
export function showNotice({
  containerId,
  current,
  fromSettings,
}: {
  containerId: string;
  current: ConsentChoice | null;
  fromSettings: boolean;
}): void {
  const opener = fromSettings && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!host || !host.isConnected) {
    host = document.createElement("div");
    host.id = "samtykke";
    // Held at the window's foot while the page scrolls, and in the page's flow at its end: below
    // the footer once scrolled there, so it never covers the page's last lines (consent.css).
    host.className = "consent-notice-place";
    document.body.appendChild(host);
  }
  document.documentElement.classList.add(CONSENT_NOTICE_OPEN_CLASS);
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    close();
    if (choice === "granted") grantAndLoad(containerId);
    else withdraw();
    opener?.focus();
  };
  const answer = (label: string, choice: ConsentChoice) => {
    const button = make("button", "button consent-notice__choice", label);
    button.type = "button";
    button.addEventListener("click", () => choose(choice));
    return button;
  };
  const heading = make("h2", null, "Informasjonskapsler for statistikk");
  heading.id = "samtykke-tittel";
  heading.tabIndex = -1;
  const more = make("a", null, "Les mer om informasjonskapsler");
  more.href = "/article/info-om-cookies";
  // Short, and beside its answers where the window is wide: on a phone's first screen it asks its
  // question in under a third of the height, and the page stays readable above it.
  const notice = make(
    "section",
    "consent-notice",
    make(
      "div",
      "consent-notice__inner",
      make(
        "div",
        "consent-notice__text",
        heading,
        // Two short paragraphs, not one long one: neither is a page's largest text, so a first
        // visit's largest paint is the page's own (its heading or picture), drawn with its HTML.
        make(
          "p",
          null,
          "Vi vil gjerne bruke Google Tag Manager og Google Analytics til å se hvordan nettstedet brukes. Da lagres " +
            "informasjonskapsler i nettleseren din.",
        ),
        make(
          "p",
          null,
          "Ingenting av dette lastes før du har svart, og du kan endre svaret når som helst nederst på siden. ",
          more,
        ),
        ...(current
          ? [make("p", "consent-notice__current", `Ditt svar nå: ${current === "granted" ? "Godtatt" : "Avslått"}.`)]
          : []),
      ),
      make("div", "consent-notice__choices", answer("Godta", "granted"), answer("Avslå", "denied")),
    ),
  );
  notice.setAttribute("aria-labelledby", "samtykke-tittel");
  host.replaceChildren(notice);
  if (fromSettings) heading.focus();
}
