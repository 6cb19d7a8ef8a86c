import React from "react";
import { SavedRows } from "./SavedRows";
import type { SavedEntry } from "./saved-store";
import type { ProgrammeState } from "./useSavedList";
import "./saved.css";

/** A list shared by link, above the visitor's own: what the programme still has of it, and "Husk alle". */
export function SharedWithYou({
  id,
  programme,
  entries,
  now,
  onKeepAll,
}: {
  id: string;
  programme: ProgrammeState["status"];
  entries: SavedEntry[];
  now: number;
  onKeepAll: () => void;
}) {
  return (
    <section className="saved-shared" aria-labelledby={`${id}-delt`}>
      <h2 id={`${id}-delt`}>Delt med deg</h2>
      {programme === "loading" && <p role="status">Henter programmet …</p>}
      {programme === "failed" && <p role="alert">Den delte listen kan ikke åpnes uten nett. Prøv igjen når du er på nett.</p>}
      {programme === "done" && entries.length === 0 && <p>Ingen av arrangementene i lenken er i programmet lenger.</p>}
      {entries.length > 0 && (
        <>
          <SavedRows entries={entries} now={now} />
          <button type="button" className="button" onClick={onKeepAll}>
            Husk alle ({entries.length})
          </button>
        </>
      )}
    </section>
  );
}
