import React, { useState } from "react";
import { createRoot } from "react-dom/client";
import type { EditorSettings } from "../config/settings";
import type { OwnersJson } from "../config/model";
import { quickBackend } from "./quick-backend";
import { QuickPanel, type FileText, type Publishing } from "./QuickPanel";

/** Narrower than this, /admin/ opens on Hurtigvalg: Decap's screens need a desk. */
export const PHONE_WIDTH = "(max-width: 799px)";

const OPEN_BUTTON_CSS = `
.hv-open { position: fixed; left: 0.75rem; bottom: 0.75rem; z-index: 100000; min-height: 48px; padding: 0.5rem 1.1rem;
  font: 600 16px/1.2 system-ui, sans-serif; color: #fff; background: #2b4a6f; border: 0; border-radius: 999px;
  box-shadow: 0 2px 8px rgb(0 0 0 / 30%); cursor: pointer; }
.hv-open:focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
/* On a desk, in the middle of Decap's top bar, where it covers neither the form nor a button of Decap's. */
@media (min-width: 1000px) { .hv-open { left: 50%; transform: translateX(-50%); top: 6px; bottom: auto; min-height: 44px; } }
`;

/** Hurtigvalg over /admin/: open on a phone that opens /admin/ itself, a button away everywhere else. */
export function mountQuickPanel(
  settings: EditorSettings,
  owners: OwnersJson,
  ready: Promise<unknown>,
  { publishing, fileText }: { publishing: Publishing; fileText: FileText },
): void {
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
          <QuickPanel
            backend={backend}
            owners={owners}
            publishing={publishing}
            fileText={fileText}
            ready={ready}
            onClose={() => setOpen(false)}
          />
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
