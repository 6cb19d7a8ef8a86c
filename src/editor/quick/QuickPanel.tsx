import React, { useCallback, useEffect, useId, useState } from "react";
import { formatShortDay, formatTime } from "../../time/dates";
import type { ContentKind, OwnersJson } from "../config/model";
import { VALUE_LABELS } from "../config/labels";
import { checkSave } from "../save/save-check";
import type { QuickBackend } from "./quick-backend";
import {
  comingDates,
  oneLine,
  UNTIL_CHOICES,
  withDateStatus,
  withNotice,
  type ComingDate,
  type DateStatus,
  type Severity,
  type Until,
} from "./quick-changes";
import { QUICK_PANEL_CSS } from "./quick-panel-css";

/**
 * Hurtigvalg: the three jobs that cannot wait, from a phone, each a tap or two from /admin/: cancel a
 * date, mark it sold out, put up an urgent notice. Decap's own screens are built for a desk and
 * cannot take a page of ours, so this sits over them (mount.tsx). It saves through the same backend
 * Decap saves to (quick-backend.ts), after the same check (save/save-check.ts), in the same format
 * (formats.ts), and tells when the site has it as the editor does (publish-status.ts).
 */
export interface Publishing {
  /** Before anything is written (which build is served now). */
  starting(): void;
  /** Once it is written: "Lagret …", then "Publisert …". */
  saved(): void;
}

interface Props {
  backend: QuickBackend;
  owners: OwnersJson;
  publishing: Publishing;
  fileText: FileText;
  /** To the full editor (Decap) underneath. */
  onClose(): void;
  now?: () => number;
  /** Settled once the backend can be asked (the local session's secret). */
  ready?: Promise<unknown>;
}

const MAX_TEXT = 160;
const SITE_FILE = "content/site.json";
const SEVERITIES: Severity[] = ["info", "warning", "critical"];

/** A file's text as the editor writes it (formats.ts, handed in by cms.tsx). */
export type FileText = (kind: ContentKind, data: unknown) => string;

const whenOf = (date: ComingDate) => `${formatShortDay(date.start)} kl. ${formatTime(date.start)}`;

type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; dates: ComingDate[] };

export function QuickPanel({ backend, owners, publishing, fileText, onClose, now = Date.now, ready }: Props) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [severity, setSeverity] = useState<Severity>("warning");
  const [until, setUntil] = useState<Until>("today");
  const ids = useId();

  const reload = useCallback(async () => {
    try {
      await ready;
      setLoad({ state: "ready", dates: comingDates(await backend.list(), now()) });
    } catch (error) {
      setLoad({ state: "failed", message: (error as Error).message });
    }
  }, [backend, now, ready]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Read the file as it is now, change it, check it as the editor does, and write it; false when refused. */
  async function save(file: string, kind: ContentKind, change: (data: unknown) => unknown, message: string, said: string) {
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const stored = await backend.read(file);
      const text = fileText(kind, change(JSON.parse(stored.text)));
      const others = async () => (await backend.list()).filter((f) => f.file !== file);
      const problem = await checkSave({ file, kind, data: JSON.parse(text) }, others, owners);
      if (problem) {
        setRefusal(problem);
        return false;
      }
      publishing.starting();
      await backend.write(file, text, stored, message);
      publishing.saved();
      setDone(said);
      await reload();
      return true;
    } catch (error) {
      setRefusal(`Ikke lagret: ${(error as Error).message}`);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const setStatus = (date: ComingDate, status: DateStatus | null) => {
    setAsking(null);
    const what = `«${date.production}» ${whenOf(date)}`;
    const said =
      status === "cancelled" ? `${what} er avlyst.` : status === "soldOut" ? `${what} er utsolgt.` : `${what} er tilbake i salg.`;
    const verb = status === "cancelled" ? "Avlyst" : status === "soldOut" ? "Utsolgt" : "Angret status for";
    return save(
      date.file,
      "production",
      (data) => withDateStatus(data, date.eventId, status),
      `Hurtigvalg: ${verb} ${date.production} ${whenOf(date)}`,
      said,
    );
  };

  const putUpNotice = async (event: React.FormEvent) => {
    event.preventDefault();
    const line = oneLine(text);
    if (!line) {
      setRefusal("Skriv meldingen først.");
      return;
    }
    const ok = await save(
      SITE_FILE,
      "site",
      (data) => withNotice(data, { text: line, severity, until }, now()),
      `Hurtigvalg: viktig melding «${line}»`,
      "Meldingen er lagt ut.",
    );
    if (ok) setText("");
  };

  return (
    <div className="hv" role="dialog" aria-modal="false" aria-labelledby={`${ids}-h`}>
      <style>{QUICK_PANEL_CSS}</style>
      <header className="hv-top">
        <h1 id={`${ids}-h`}>Hurtigvalg</h1>
        <button type="button" className="hv-quiet" onClick={onClose}>
          Full redigering
        </button>
      </header>
      {refusal && (
        <div className="hv-refusal" role="alert">
          {refusal}
        </div>
      )}
      <div className="hv-done" role="status">
        {done}
      </div>

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
                  {VALUE_LABELS[s]}
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

      <section aria-labelledby={`${ids}-d`}>
        <h2 id={`${ids}-d`}>Kommende datoer</h2>
        {load.state === "loading" && <p>Henter datoene …</p>}
        {load.state === "failed" && (
          <div className="hv-refusal" role="alert">
            Datoene kunne ikke hentes: {load.message}{" "}
            <button type="button" onClick={() => void reload()}>
              Prøv igjen
            </button>
          </div>
        )}
        {load.state === "ready" && load.dates.length === 0 && <p>Ingen kommende datoer.</p>}
        {load.state === "ready" && load.dates.length > 0 && (
          <ul className="hv-dates">
            {load.dates.map((date) => {
              const key = `${date.file}#${date.eventId}`;
              return (
                <li key={key} aria-label={`${date.production}, ${whenOf(date)}`}>
                  <div className="hv-what">
                    <strong>{date.production}</strong>
                    <span>
                      {whenOf(date)}
                      {date.hall && ` · ${date.hall}`}
                    </span>
                    {date.status && <span className={`hv-badge hv-${date.status}`}>{VALUE_LABELS[date.status]}</span>}
                  </div>
                  {asking === key ? (
                    <div className="hv-actions" role="group" aria-label="Bekreft avlysning">
                      <span className="hv-ask">Avlyse denne datoen? Billettsalget stenges.</span>
                      <button
                        type="button"
                        className="hv-danger"
                        disabled={busy}
                        onClick={() => void setStatus(date, "cancelled")}
                      >
                        Ja, avlys
                      </button>
                      <button type="button" className="hv-quiet" onClick={() => setAsking(null)}>
                        Nei
                      </button>
                    </div>
                  ) : (
                    <div className="hv-actions">
                      {date.status === "cancelled" ? (
                        <button type="button" disabled={busy} onClick={() => void setStatus(date, null)}>
                          Angre avlysning
                        </button>
                      ) : (
                        <>
                          <button type="button" className="hv-danger" disabled={busy} onClick={() => setAsking(key)}>
                            Avlys
                          </button>
                          {date.status === "soldOut" ? (
                            <button type="button" disabled={busy} onClick={() => void setStatus(date, null)}>
                              Angre utsolgt
                            </button>
                          ) : (
                            <button type="button" disabled={busy} onClick={() => void setStatus(date, "soldOut")}>
                              Utsolgt
                            </button>
                          )}
                        </>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
