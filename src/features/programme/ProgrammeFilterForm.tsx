import React, { useEffect, useRef } from "react";
import { NO_FILTER, type ProgrammeFilter } from "./filter-programme";
import { QUICK_DATES } from "./quick-dates";
import { ACCESS_FEATURES } from "../../access-features/access-features";
import type { ProgrammeListing } from "./listing";
import "./programme.css";

/** The programme's filters: quick dates, category, month and access features, and "Vis alt" while one is used. */
export function ProgrammeFilterForm({
  id,
  filter,
  active,
  categories,
  months,
  choose,
}: {
  /** Makes the fields' ids unique on the page. */
  id: string;
  filter: ProgrammeFilter;
  active: boolean;
  categories: ProgrammeListing["categories"];
  months: ProgrammeListing["months"];
  choose: (next: ProgrammeFilter) => void;
}) {
  const chosenAccess = filter.access ?? [];
  const accessChoices = useRef<HTMLDetailsElement>(null);
  const someAccess = chosenAccess.length > 0;
  // Opened when access choices come to be made (from the address as the page starts, or a shared
  // link); never closed by the page: after that, open or closed is the visitor's to say. Set on the
  // element, not rendered: React would close it again on them.
  useEffect(() => {
    if (someAccess && accessChoices.current) accessChoices.current.open = true;
  }, [someAccess]);
  return (
    <form className="programme-filter" aria-label="Filtrer programmet" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="quick-dates">
        <legend>Når</legend>
        {QUICK_DATES.map((q) => (
          <button
            key={q.key}
            type="button"
            className="quick-date"
            aria-pressed={filter.when === q.key}
            onClick={() => choose({ ...filter, when: filter.when === q.key ? null : q.key })}
          >
            {q.label}
          </button>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${id}-category`}>Kategori</label>
        <select
          id={`${id}-category`}
          value={filter.category ?? ""}
          onChange={(e) => choose({ ...filter, category: e.target.value || null })}
        >
          <option value="">Alle kategorier</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-month`}>Måned</label>
        <select
          id={`${id}-month`}
          value={filter.month ?? ""}
          onChange={(e) => choose({ ...filter, month: e.target.value || null })}
        >
          <option value="">Alle måneder</option>
          {months.map((m) => (
            <option key={m.key} value={m.key}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      {/* Six choices folded under their name: on a phone, open, they would push the first event below the first screen. */}
      <details className="access-filter" ref={accessChoices}>
        <summary>
          Tilgjengelighet
          {someAccess && <span className="access-filter__count"> ({chosenAccess.length} valgt)</span>}
        </summary>
        <fieldset className="access-filter__choices">
          <legend className="visually-hidden">Tilgjengelighet</legend>
          {ACCESS_FEATURES.map((f) => (
            <label key={f.key} className="access-filter__choice">
              <input
                type="checkbox"
                checked={chosenAccess.includes(f.key)}
                onChange={(e) => {
                  const next = e.target.checked ? [...chosenAccess, f.key] : chosenAccess.filter((k) => k !== f.key);
                  choose({ ...filter, access: ACCESS_FEATURES.map((a) => a.key).filter((k) => next.includes(k)) });
                }}
              />{" "}
              {f.label}
            </label>
          ))}
        </fieldset>
      </details>
      {active && (
        <button type="button" className="link-button" onClick={() => choose(NO_FILTER)}>
          Vis alt
        </button>
      )}
    </form>
  );
}
