import React, { useEffect, useId, useMemo, useState } from "react";
import { useNow } from "../../lib/useNow";
import type { ProgrammeItem } from "../../types/programme";
import { ProgrammeCard } from "./ProgrammeCard";
import { cardListClass } from "../../components/card-columns";
import { CinemaIsland } from "../cinema";
import { QUICK_DATES } from "./quick-dates";
import { ACCESS_FEATURES } from "../../lib/access-features";
import {
  applyFilter,
  categoriesOf,
  filterFromSearch,
  monthsOf,
  NO_FILTER,
  searchForFilter,
  upcoming,
  type ProgrammeFilter,
} from "./filter-programme";

/**
 * The whole programme with filters by quick date, category and month. The filter lives in the address
 * (?naar=denne-helgen&kategori=Konsert&maaned=2026-12), so a filtered list can be shared; changing it never reloads.
 */
export function ProgrammeBrowser({ items, headingLevel = "h3" }: { items: ProgrammeItem[]; headingLevel?: "h2" | "h3" }) {
  const id = useId();
  const now = useNow();
  const [filter, setFilter] = useState<ProgrammeFilter>(NO_FILTER);

  useEffect(() => setFilter(filterFromSearch(window.location.search)), []);

  const coming = useMemo(() => (now === null ? items : upcoming(items, now)), [items, now]);
  const categories = useMemo(() => categoriesOf(coming), [coming]);
  const months = useMemo(() => monthsOf(coming), [coming]);
  const shown = useMemo(() => applyFilter(coming, filter, now), [coming, filter, now]);
  // Every date of every production shown: their live ticket state is asked for in one request.
  const pageEventIds = useMemo(() => shown.flatMap((item) => item.events.map((e) => e.id)), [shown]);

  const choose = (next: ProgrammeFilter) => {
    setFilter(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${searchForFilter(next, search)}${hash}`);
  };

  const active = Boolean(filter.category || filter.month || filter.when || filter.access?.length);
  const chosenAccess = filter.access ?? [];
  return (
    <>
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
        <fieldset className="access-filter">
          <legend>Tilgjengelighet</legend>
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
        {active && (
          <button type="button" className="link-button" onClick={() => choose(NO_FILTER)}>
            Vis alt
          </button>
        )}
      </form>
      <p aria-live="polite" className="programme-count">
        {shown.length === 0
          ? active
            ? "Ingen arrangementer passer filteret. Prøv en annen dag, kategori eller måned."
            : "Det er ingen kommende arrangementer akkurat nå. Kom gjerne tilbake senere."
          : `${shown.length} ${shown.length === 1 ? "arrangement" : "arrangementer"}`}
      </p>
      {shown.length > 0 && (
        <ul className={cardListClass(shown.length, "programme-list")}>
          {shown.map((item, i) => (
            <li key={item.id}>
              <ProgrammeCard
                item={item}
                headingLevel={headingLevel}
                eager={i === 0}
                status={(eventId) => <CinemaIsland name="live-status" props={{ eventId, pageEventIds }} />}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
