import React, { useEffect, useId, useMemo, useState } from "react";
import { useNow } from "../../lib/useNow";
import type { ProgrammeItem } from "../../types/programme";
import { ProgrammeCard } from "./ProgrammeCard";
import { cardListClass } from "../../components/card-columns";
import { CinemaIsland } from "../cinema";
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
 * The whole programme with filters by category and month. The filter lives in the address
 * (?kategori=Konsert&maaned=2026-12), so a filtered list can be shared; changing it never reloads.
 */
export function ProgrammeBrowser({ items, headingLevel = "h3" }: { items: ProgrammeItem[]; headingLevel?: "h2" | "h3" }) {
  const id = useId();
  const now = useNow();
  const [filter, setFilter] = useState<ProgrammeFilter>(NO_FILTER);

  useEffect(() => setFilter(filterFromSearch(window.location.search)), []);

  const coming = useMemo(() => (now === null ? items : upcoming(items, now)), [items, now]);
  const categories = useMemo(() => categoriesOf(coming), [coming]);
  const months = useMemo(() => monthsOf(coming), [coming]);
  const shown = useMemo(() => applyFilter(coming, filter), [coming, filter]);
  // Every date of every production shown: their live ticket state is asked for in one request.
  const pageEventIds = useMemo(() => shown.flatMap((item) => item.events.map((e) => e.id)), [shown]);

  const choose = (next: ProgrammeFilter) => {
    setFilter(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${searchForFilter(next, search)}${hash}`);
  };

  const active = Boolean(filter.category || filter.month);
  return (
    <>
      <form className="programme-filter" aria-label="Filtrer programmet" onSubmit={(e) => e.preventDefault()}>
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
        {active && (
          <button type="button" className="link-button" onClick={() => choose(NO_FILTER)}>
            Vis alt
          </button>
        )}
      </form>
      <p aria-live="polite" className="programme-count">
        {shown.length === 0
          ? active
            ? "Ingen arrangementer passer filteret. Prøv en annen kategori eller måned."
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
