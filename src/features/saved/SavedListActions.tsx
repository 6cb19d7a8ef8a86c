import React from "react";
import { ALARMS, type AlarmBefore } from "../calendar";
import "./saved.css";

/** What the list can be taken elsewhere as: a calendar file of its coming dates, with a reminder, and a link to share. */
export function SavedListActions({
  id,
  dateCount,
  alarm,
  onAlarm,
  onDownload,
  link,
  onCopy,
}: {
  id: string;
  dateCount: number;
  alarm: AlarmBefore | "";
  onAlarm: (alarm: AlarmBefore | "") => void;
  onDownload: () => void;
  link: string;
  onCopy: () => void;
}) {
  const choices = [["", "Ingen"], ...Object.entries(ALARMS).map(([k, a]) => [k, a.label])] as [AlarmBefore | "", string][];
  return (
    <section className="saved-actions" aria-labelledby={`${id}-kalender`}>
      <h2 id={`${id}-kalender`}>I kalenderen din</h2>
      <fieldset className="saved-actions__alarm">
        <legend>Påminnelse</legend>
        {choices.map(([value, label]) => (
          <label key={value || "ingen"}>
            <input type="radio" name={`${id}-alarm`} checked={alarm === value} onChange={() => onAlarm(value)} /> {label}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button" onClick={onDownload}>
        Last ned kalenderfil ({dateCount === 1 ? "1 dato" : `${dateCount} datoer`})
      </button>
      <h2 id={`${id}-del`}>Del listen</h2>
      <p>
        Lenken åpner den samme listen på en annen enhet eller hos en venn. Den har bare numrene på arrangementene; ingenting
        lagres hos oss.
      </p>
      <div className="saved-actions__share">
        <label htmlFor={`${id}-lenke`} className="visually-hidden">
          Lenke til listen
        </label>
        <input id={`${id}-lenke`} type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={onCopy}>
          Kopier lenken
        </button>
      </div>
    </section>
  );
}
