import React from "react";
import { NOTICE_SEVERITY_LABELS } from "../../../content-model";
import { UNTIL_CHOICES, type Severity, type Until } from "./quick-changes";

const MAX_TEXT = 160;
const SEVERITIES: Severity[] = ["info", "warning", "critical"];

/** Hurtigvalg's urgent notice: one line, how serious, and until when. */
export function NoticeForm({
  ids,
  busy,
  text,
  setText,
  severity,
  setSeverity,
  until,
  setUntil,
  putUpNotice,
}: {
  /** Makes the fields' ids unique on the page. */
  ids: string;
  busy: boolean;
  text: string;
  setText(text: string): void;
  severity: Severity;
  setSeverity(severity: Severity): void;
  until: Until;
  setUntil(until: Until): void;
  putUpNotice(event: React.FormEvent): void;
}) {
  return (
    <section aria-labelledby={`${ids}-n`}>
      <h2 id={`${ids}-n`}>Viktig melding</h2>
      <form onSubmit={putUpNotice}>
        <label htmlFor={`${ids}-t`}>Melding (én linje)</label>
        <input
          id={`${ids}-t`}
          type="text"
          value={text}
          maxLength={MAX_TEXT}
          enterKeyHint="send"
          onChange={(e) => setText(e.target.value)}
          placeholder="Konserten i kveld starter 19:30, ikke 19:00."
        />
        <p className="hv-hint">
          {text.length} av {MAX_TEXT} tegn. Vises på skjermene i foajeen og øverst på nettstedet fra nå.
        </p>
        <fieldset>
          <legend>Hvor alvorlig</legend>
          <div className="hv-choices">
            {SEVERITIES.map((s) => (
              <label key={s} className={`hv-choice hv-${s}`}>
                <input type="radio" name={`${ids}-s`} checked={severity === s} onChange={() => setSeverity(s)} />
                {NOTICE_SEVERITY_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${ids}-u`}>Vises til</label>
        <select id={`${ids}-u`} value={until} onChange={(e) => setUntil(e.target.value as Until)}>
          {UNTIL_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <button type="submit" className="hv-main" disabled={busy}>
          Legg ut meldingen
        </button>
      </form>
    </section>
  );
}
