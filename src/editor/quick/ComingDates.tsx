import React from "react";
import { EVENT_STATUS_LABELS } from "../../../content-model";
import { whenOf, type ComingDate, type DateStatus } from "./quick-changes";
import type { Load } from "./useQuickPanel";

interface Actions {
  busy: boolean;
  /** The date whose cancellation waits for "Ja, avlys" (file#eventId), if any. */
  asking: string | null;
  setAsking(key: string | null): void;
  setStatus(date: ComingDate, status: DateStatus | null): Promise<boolean>;
}

/** Hurtigvalg's coming dates, each with what can be done to it now. */
export function ComingDates({ ids, load, reload, ...actions }: { ids: string; load: Load; reload(): Promise<void> } & Actions) {
  return (
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
          {load.dates.map((date) => (
            <ComingDateRow key={`${date.file}#${date.eventId}`} date={date} {...actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One date: cancel (after asking), sold out, or undo either. */
function ComingDateRow({ date, busy, asking, setAsking, setStatus }: { date: ComingDate } & Actions) {
  const key = `${date.file}#${date.eventId}`;
  return (
    <li aria-label={`${date.production}, ${whenOf(date)}`}>
      <div className="hv-what">
        <strong>{date.production}</strong>
        <span>
          {whenOf(date)}
          {date.hall && ` · ${date.hall}`}
        </span>
        {date.status && <span className={`hv-badge hv-${date.status}`}>{EVENT_STATUS_LABELS[date.status]}</span>}
      </div>
      {asking === key ? (
        <div className="hv-actions" role="group" aria-label="Bekreft avlysning">
          <span className="hv-ask">Avlyse denne datoen? Billettsalget stenges.</span>
          <button type="button" className="hv-danger" disabled={busy} onClick={() => void setStatus(date, "cancelled")}>
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
}
