import React, { useId } from "react";
import { QUICK_PANEL_CSS } from "./quick-panel-css";
import { useQuickPanel, type QuickPanelSettings } from "./useQuickPanel";
import { NoticeForm } from "./NoticeForm";
import { ComingDates } from "./ComingDates";

export type { FileText, Publishing } from "./useQuickPanel";

/**
 * Hurtigvalg: the three jobs that cannot wait, from a phone, each a tap or two from /admin/: cancel a
 * date, mark it sold out, put up an urgent notice. Decap's own screens are built for a desk and
 * cannot take a page of ours, so this sits over them (mount.tsx). It saves through the same backend
 * Decap saves to (quick-backend.ts), after the same check (save/save-check.ts), in the same format
 * (formats.ts), and tells when the site has it as the editor does (publish-status.ts). The state is
 * useQuickPanel's; this draws it.
 */
export function QuickPanel({
  onClose,
  ...settings
}: QuickPanelSettings & { /** To the full editor (Decap) underneath. */ onClose(): void }) {
  const panel = useQuickPanel(settings);
  const ids = useId();
  return (
    <div className="hv" role="dialog" aria-modal="false" aria-labelledby={`${ids}-h`}>
      <style>{QUICK_PANEL_CSS}</style>
      <header className="hv-top">
        <h1 id={`${ids}-h`}>Hurtigvalg</h1>
        <button type="button" className="hv-quiet" onClick={onClose}>
          Full redigering
        </button>
      </header>
      {panel.refusal && (
        <div className="hv-refusal" role="alert">
          {panel.refusal}
        </div>
      )}
      <div className="hv-done" role="status">
        {panel.done}
      </div>

      <NoticeForm ids={ids} busy={panel.busy} {...panel.notice} />

      <ComingDates
        ids={ids}
        load={panel.load}
        reload={panel.reload}
        busy={panel.busy}
        asking={panel.asking}
        setAsking={panel.setAsking}
        setStatus={panel.setStatus}
      />
    </div>
  );
}
