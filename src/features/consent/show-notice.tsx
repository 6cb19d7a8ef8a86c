import React from "react";
import { createRoot, type Root } from "react-dom/client";
import { saveConsent, type ConsentChoice } from "../../consent/consent-choice";
import { ConsentNotice } from "./ConsentNotice";
import { grantAndLoad, withdraw } from "./tag-manager";

let root: Root | null = null;
let host: HTMLElement | null = null;

/** Renders nothing: the root stays for the next time the settings are opened (unmounting a root from its own click is not allowed). */
function close() {
  root?.render(null);
  document.documentElement.classList.remove("has-consent-notice");
}

/**
 * Shows the notice in a root of its own at the end of the page, outside Gatsby's: it loads only
 * for visitors who have not answered (or open the settings), never with the page's own code.
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
  if (!host || !root || !host.isConnected) {
    host = document.createElement("div");
    host.id = "samtykke";
    document.body.appendChild(host);
    root = createRoot(host);
  }
  document.documentElement.classList.add("has-consent-notice");
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    close();
    if (choice === "granted") grantAndLoad(containerId);
    else withdraw();
    opener?.focus();
  };
  root.render(<ConsentNotice current={current} takeFocus={fromSettings} onChoose={choose} />);
}
