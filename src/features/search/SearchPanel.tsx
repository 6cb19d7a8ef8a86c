import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { navigateInSite } from "../../links/navigate-in-site";
import { useLocation } from "@gatsbyjs/reach-router";
import { formatDay, formatTime } from "../../time/dates";
import { loadSearchIndex } from "./load-index";
import { searchIndex } from "./search";
import type { SearchResult } from "./types";
import "./search.css";

type State = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "done"; results: SearchResult[] };

/** The search page: a field, and results over articles and events for the `q` in the address. */
export function SearchPanel({ heading }: { heading: string }) {
  const location = useLocation();
  const query = new URLSearchParams(location.search).get("q")?.trim() ?? "";
  const [draft, setDraft] = useState(query);
  const [state, setState] = useState<State>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => setDraft(query), [query]);

  useEffect(() => {
    if (!query) {
      setState({ status: "idle" });
      return undefined;
    }
    let current = true;
    setState({ status: "loading" });
    loadSearchIndex().then(
      (index) => current && setState({ status: "done", results: searchIndex(index, query) }),
      () => current && setState({ status: "error" }),
    );
    return () => {
      current = false;
    };
  }, [query, attempt]);

  return (
    <section className="block search-panel">
      <h1>{heading}</h1>
      <form
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // The field as it is: on a page of islands, what was typed before the panel's code came.
          const typed = new FormData(event.currentTarget).get("q");
          navigateInSite(`/search?q=${encodeURIComponent(typeof typed === "string" ? typed.trim() : draft.trim())}`);
        }}
      >
        <label htmlFor="search-q">Hva leter du etter?</label>
        <div className="search-panel__row">
          <input
            id="search-q"
            name="q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoComplete="off"
          />
          <button type="submit">Søk</button>
        </div>
      </form>
      <div aria-live="polite" className="search-panel__status">
        {state.status === "idle" && <p>Skriv inn et søkeord for å søke i arrangementer og artikler.</p>}
        {state.status === "loading" && <p>Søker …</p>}
        {state.status === "error" && (
          <p role="alert">
            Søket kunne ikke lastes akkurat nå. Sjekk nettforbindelsen og{" "}
            <button type="button" className="link-button" onClick={() => setAttempt((a) => a + 1)}>
              prøv igjen
            </button>
            .
          </p>
        )}
        {/* The visitor's own words are isolated (<bdi>): a right-to-left mark in them cannot turn the sentence around. */}
        {state.status === "done" && (
          <p>
            {state.results.length === 0 ? (
              <>
                Ingen treff for «<bdi>{query}</bdi>». Prøv et annet ord, eller se hele kulturprogrammet.
              </>
            ) : (
              <>
                {state.results.length} treff for «<bdi>{query}</bdi>»
              </>
            )}
          </p>
        )}
      </div>
      {state.status === "done" && state.results.length === 0 && (
        <p>
          <Link to="/kulturprogram">Gå til kulturprogrammet</Link>
        </p>
      )}
      {state.status === "done" && state.results.length > 0 && (
        <ol className="search-results">
          {state.results.map((doc) => (
            <li key={doc.path}>
              <p className="search-results__label">
                <span>{doc.label}</span>
                {doc.when && (
                  <>
                    <time className="search-results__date" dateTime={doc.when.date}>
                      {doc.when.past ? formatDay(doc.when.date) : `${formatDay(doc.when.date)} kl. ${formatTime(doc.when.date)}`}
                    </time>
                    {doc.when.past && <span className="badge badge--past">Har vært</span>}
                  </>
                )}
              </p>
              <h2>
                <Link to={doc.path}>{doc.title}</Link>
              </h2>
              <p>{doc.summary}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
