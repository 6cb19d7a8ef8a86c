import React, { Suspense, useEffect, useState } from "react";
import { ACCESS_FEATURES } from "../../access-features/access-features";
import { categoryFeedPath, filteredFeedPath, MAX_FEED_FEATURES, PROGRAMME_FEED_PATH, webcalUrl } from "../calendar";
import { filterFromSearch, FILTER_CHANGED, NO_FILTER, type ProgrammeFilter } from "./filter-programme";
import "./programme.css";

type Loader = typeof import("./programme-loader");
const loader = (): Promise<Loader> => import(/* webpackChunkName: "programme-loader" */ "./programme-loader");

/** "Abonner" (the calendar program subscribes, webcal://) and "Last ned" (the file as it is now) for one feed. */
function FeedActions({ path, name, siteUrl }: { path: string; name: string; siteUrl: string }) {
  return (
    <span className="feed-actions">
      <a className="button button--small" href={webcalUrl(siteUrl, path)} aria-label={`Abonner på ${name}`}>
        Abonner
      </a>
      <a href={path} download aria-label={`Last ned ${name} (.ics)`}>
        Last ned (.ics)
      </a>
    </span>
  );
}

const featureLabel = (key: string) => ACCESS_FEATURES.find((f) => f.key === key)?.label ?? key;

/** The feed the visitor's filter points at (category and access features; dates only narrow the list), or null for none. */
function selection(filter: ProgrammeFilter): { path: string | null; name: string } | null {
  const access = filter.access ?? [];
  if (!filter.category && access.length === 0) return null;
  const features = access.map(featureLabel).join(" og ");
  const name = filter.category ? (features ? `${filter.category} med ${features.toLowerCase()}` : filter.category) : features;
  return { path: filteredFeedPath(filter.category, access), name };
}

/**
 * The programme's calendar feeds. The first follows the visitor's filter (category and access
 * features, as the address holds them; ProgrammeBrowser says when it changes), then the whole
 * programme, then one per category. "Abonner" opens the visitor's calendar program (webcal://),
 * which then updates itself when dates change or are cancelled; "Last ned" is the file as it is now.
 */
export function CalendarLinks({ categories, siteUrl }: { categories: string[]; siteUrl: string }) {
  const [filter, setFilter] = useState<ProgrammeFilter>(NO_FILTER);
  // Whether a coming date is in the chosen feed: the build writes no empty feeds but the whole programme's.
  const [hasDates, setHasDates] = useState<boolean | null>(null);
  useEffect(() => {
    const read = () => setFilter(filterFromSearch(window.location.search));
    read();
    window.addEventListener(FILTER_CHANGED, read);
    return () => window.removeEventListener(FILTER_CHANGED, read);
  }, []);
  const chosen = selection(filter);
  useEffect(() => {
    setHasDates(null);
    if (!chosen?.path) return undefined;
    let current = true;
    loader()
      .then((m) =>
        m
          .loadProgrammeIndex()
          .then((items) => m.applyFilter(items, { ...NO_FILTER, category: filter.category, access: filter.access })),
      )
      .then(
        (matches) => current && setHasDates(matches.length > 0),
        () => current && setHasDates(true), // Unknown: offer the link; the build made it if any date is in it.
      );
    return () => {
      current = false;
    };
  }, [chosen?.path]); // eslint-disable-line react-hooks/exhaustive-deps -- the path says all the filter changes that matter
  return (
    <section className="calendar-subscribe" aria-labelledby="kalender-abonnement">
      <h3 id="kalender-abonnement">Få programmet i kalenderen din</h3>
      <p>
        Abonner, så kommer nye datoer, endringer og avlysninger av seg selv. Eller last ned datoene som de er nå, og importer dem
        i kalenderen.
      </p>
      <ul className="plain-list feed-list">
        {chosen && (
          <li aria-live="polite">
            <span className="feed-list__name">Ditt utvalg: {chosen.name}</span>{" "}
            {chosen.path === null ? (
              <span>Velg høyst {MAX_FEED_FEATURES} tilgjengelighetsbehov for å abonnere på utvalget.</span>
            ) : hasDates === false ? (
              <span>Ingen kommende datoer passer utvalget ennå.</span>
            ) : (
              <FeedActions path={chosen.path} name={`utvalget ${chosen.name}`} siteUrl={siteUrl} />
            )}
          </li>
        )}
        <li>
          <span className="feed-list__name">Hele programmet</span>{" "}
          <FeedActions path={PROGRAMME_FEED_PATH} name="hele programmet" siteUrl={siteUrl} />
        </li>
      </ul>
      {(filter.when || filter.month) && chosen && (
        <p className="calendar-subscribe__note">
          Kalenderen følger kategori og tilgjengelighet; dag og måned gjelder bare listen her.
        </p>
      )}
      {categories.length > 0 && (
        <details>
          <summary>Abonner på én kategori</summary>
          <ul className="plain-list feed-list">
            {categories.map((category) => (
              <li key={category}>
                <span className="feed-list__name">{category}</span>{" "}
                <FeedActions path={categoryFeedPath(category)} name={category} siteUrl={siteUrl} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/**
 * The links as a page built of islands starts them: in the Suspense boundary hydrateLater wrote
 * them in (CalendarSubscribe.tsx), so they hydrate over that very HTML.
 */
export function CalendarLinksPart(props: { categories: string[]; siteUrl: string }) {
  return (
    <Suspense fallback={null}>
      <CalendarLinks {...props} />
    </Suspense>
  );
}
