import React, { useState } from "react";
import { createRoot } from "react-dom/client";
import type { EditorSettings } from "../config/settings";
import type { OwnersJson } from "../config/model";
import { noteSaveStarting, stopWatching, watchPublishing } from "../publish-status";
import { quickBackend } from "./quick-backend";
import { QuickPanel, type Publishing } from "./QuickPanel";

/** Narrower than this, /admin/ opens on Hurtigvalg: Decap's screens need a desk. */
export const PHONE_WIDTH = "(max-width: 799px)";

const OPEN_BUTTON_CSS = `
.hv-open { position: fixed; left: 0.75rem; bottom: 0.75rem; z-index: 100000; min-height: 48px; padding: 0.5rem 1.1rem;
  font: 600 16px/1.2 system-ui, sans-serif; color: #fff; background: #2b4a6f; border: 0; border-radius: 999px;
  box-shadow: 0 2px 8px rgb(0 0 0 / 30%); cursor: pointer; }
.hv-open:focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
`;

const publishing: Publishing = {
  starting() {
    stopWatching();
    noteSaveStarting();
  },
  saved: watchPublishing,
};

/** Hurtigvalg over /admin/: open on a phone that opens /admin/ itself, a button away everywhere else. */
export function mountQuickPanel(settings: EditorSettings, owners: OwnersJson, ready: Promise<unknown>): void {
  const host = document.createElement("div");
  host.id = "hurtigvalg";
  document.body.appendChild(host);
  const openAtStart = window.matchMedia(PHONE_WIDTH).matches && (location.hash === "" || location.hash === "#/");
  const backend = quickBackend(settings);

  function QuickPanelSwitch() {
    const [open, setOpen] = useState(openAtStart);
    return (
      <>
        <style>{OPEN_BUTTON_CSS}</style>
        {open ? (
          <QuickPanel backend={backend} owners={owners} publishing={publishing} ready={ready} onClose={() => setOpen(false)} />
        ) : (
          <button type="button" className="hv-open" onClick={() => setOpen(true)}>
            Hurtigvalg
          </button>
        )}
      </>
    );
  }
  createRoot(host).render(<QuickPanelSwitch />);
}
