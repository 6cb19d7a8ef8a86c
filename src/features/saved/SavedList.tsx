import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "gatsby";
import { formatDay, formatTime } from "../../time/dates";
import { useNow } from "../../time/useNow";
import { useSiteDefinition } from "../../components/useSiteDefinition";
import { ALARMS, venueLocation, type AlarmBefore } from "../calendar";
import { HuskButton } from "./HuskButton";
import { onSavedChange, writeSaved, sameEntry, type SavedEntry } from "./saved-store";
import { readSaved } from "./clean-entries";
import {
  comingDates,
  mergeEntries,
  refreshEntries,
  resolveShared,
  sharedIdsOf,
  shareUrl,
  splitByTime,
  type KnownProduction,
} from "./saved-list";
import { savedCalendar } from "./saved-calendar";

type Programme = { status: "loading" } | { status: "done"; items: KnownProduction[] } | { status: "failed" };

const when = (start: string) => `${formatDay(start)} kl. ${formatTime(start)}`;

async function fetchText(path: string): Promise<string | null> {
  const response = await fetch(path);
  return response.ok ? response.text() : null;
}

/** One saved production or date: its page, its dates (past ones struck through), and its Husk button, which stays put when pressed off. */
/** One list of saved events (the shared ones, the coming, the past). */
function SavedRows({ entries, now, past = false }: { entries: SavedEntry[]; now: number; past?: boolean }) {
  return (
    <ul className={past ? "saved-list saved-list--past" : "saved-list"}>
      {entries.map((e) => (
        <SavedRow key={`${e.kind}:${e.id}`} entry={e} now={now} />
      ))}
    </ul>
  );
}

function SavedRow({ entry, now }: { entry: SavedEntry; now: number }) {
  const label = entry.kind === "date" ? `Husk ${entry.title} ${when(entry.dates[0].start)}` : `Husk ${entry.title}`;
  return (
    <li className="saved-item">
      <div className="saved-item__text">
        <Link to={entry.path} className="saved-item__title">
          {entry.title}
        </Link>
        {entry.kind === "production" && entry.dates.length > 1 && <span className="saved-item__kind"> · alle datoer</span>}
        <ul className="saved-item__dates">
          {entry.dates.map((d) => (
            <li key={d.id} className={Date.parse(d.start) < now ? "saved-item__date--past" : undefined}>
              <time dateTime={d.start}>{when(d.start)}</time> · {d.hall}
              {d.status === "cancelled" && <strong className="event-status event-status--cancelled"> · Avlyst</strong>}
              {d.status === "soldOut" && <strong className="event-status"> · Utsolgt</strong>}
            </li>
          ))}
        </ul>
      </div>
      <HuskButton entry={entry} label={label} />
    </li>
  );
}

/**
 * The saved list (/husket): what the visitor marked "Husk", from this browser, brought up to date
 * with the programme when it can be had (offline, as stored), coming dates first and past ones set
 * aside; one calendar file with every coming date and the reminder the visitor chooses; and a link
 * that opens the same list on another device or for a friend (ids only, in the address). A shared
 * list opened here shows above the visitor's own, to take over in full or one by one. Ids the
 * programme does not know, in the address or in storage, are left out without a word.
 * `compact`: the overview beside a member's watch list, without calendar, sharing or past dates.
 * `loadProgramme`: every coming production (the programme's index), given by the page, so this
 * feature does not import the programme, which imports it for its buttons.
 */
export function SavedList({
  compact = false,
  loadProgramme,
}: {
  compact?: boolean;
  loadProgramme: () => Promise<KnownProduction[]>;
}) {
  const id = useId();
  const now = useNow();
  const site = useSiteDefinition();
  const [stored, setStored] = useState<SavedEntry[] | null>(null);
  // The rows shown: a row pressed off stays (with its button) until the page is opened again, so focus and place are kept.
  const [rows, setRows] = useState<SavedEntry[]>([]);
  const [programme, setProgramme] = useState<Programme>({ status: "loading" });
  const [shared] = useState(() => (typeof window === "undefined" || compact ? null : sharedIdsOf(window.location.search)));
  const [alarm, setAlarm] = useState<AlarmBefore | "">("");
  const [notice, setNotice] = useState("");
  // Where focus goes when the button that had it leaves the page ("Fjern tidligere fra listen").
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  useEffect(() => {
    if (!focusNotice) return;
    noticeRef.current?.focus();
    setFocusNotice(false);
  }, [focusNotice]);

  useEffect(() => {
    let current = true;
    loadProgramme().then(
      (items) => current && setProgramme({ status: "done", items }),
      () => current && setProgramme({ status: "failed" }),
    );
    const read = () => setStored(readSaved());
    read();
    const stop = onSavedChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [loadProgramme]);

  // Once the programme is known (or cannot be had), bring the stored list up to date and drop what is stale.
  const known = programme.status === "done" ? programme.items : null;
  useEffect(() => {
    if (stored === null || now === null || programme.status === "loading") return;
    const fresh = refreshEntries(stored, known, now);
    if (JSON.stringify(fresh) !== JSON.stringify(stored)) writeSaved(fresh);
    setRows((earlier) => [...fresh, ...earlier.filter((r) => !fresh.some((f) => sameEntry(f, r)))]);
    // Only as the list is first read and when the programme arrives; later changes come from the buttons on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored === null, now === null, programme.status]);

  const sharedEntries = useMemo(() => (shared && known ? resolveShared(shared, known) : []), [shared, known]);
  if (stored === null || now === null) return <p role="status">Henter listen din …</p>;

  const saved = rows.filter((r) => stored.some((s) => sameEntry(s, r)));
  const { coming, past } = splitByTime(rows, now);
  const dates = comingDates(saved, now);

  const download = async () => {
    const host = new URL(site.siteUrl).host;
    const ics = await savedCalendar(
      dates.map((d) => ({ id: d.id, title: d.title, start: d.start, hall: d.hall, url: `${site.siteUrl}${d.path}` })),
      alarm || null,
      { host, location: (hall) => venueLocation(site.venue, hall) },
      fetchText,
    );
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    link.download = "husket-rissa-kulturhus.ics";
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setNotice(`Kalenderfilen med ${dates.length === 1 ? "1 dato" : `${dates.length} datoer`} er lastet ned.`);
  };
  const link = shareUrl(window.location.origin, saved);
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => setNotice("Lenken er kopiert."),
      () => setNotice("Kopier lenken fra feltet."),
    ) ?? setNotice("Kopier lenken fra feltet.");

  if (compact)
    return coming.length === 0 ? (
      <p>
        Du har ikke husket noe som kommer. Trykk «Husk» i <Link to="/kulturprogram">programmet</Link>, så står det her.
      </p>
    ) : (
      <>
        <ul className="saved-list">
          {coming.map((e) => (
            <SavedRow key={`${e.kind}:${e.id}`} entry={e} now={now} />
          ))}
        </ul>
        <p>
          <Link to="/husket">Til hele listen, kalenderfil og deling</Link>
        </p>
      </>
    );

  return (
    <>
      {shared && (
        <section className="saved-shared" aria-labelledby={`${id}-delt`}>
          <h2 id={`${id}-delt`}>Delt med deg</h2>
          {programme.status === "loading" && <p role="status">Henter programmet …</p>}
          {programme.status === "failed" && (
            <p role="alert">Den delte listen kan ikke åpnes uten nett. Prøv igjen når du er på nett.</p>
          )}
          {programme.status === "done" && sharedEntries.length === 0 && (
            <p>Ingen av arrangementene i lenken er i programmet lenger.</p>
          )}
          {sharedEntries.length > 0 && (
            <>
              <SavedRows entries={sharedEntries} now={now} />
              <button
                type="button"
                className="button"
                onClick={() => {
                  writeSaved(mergeEntries(readSaved(), sharedEntries));
                  setRows((r) => mergeEntries(r, sharedEntries));
                  setNotice(`${sharedEntries.length === 1 ? "Arrangementet" : "Arrangementene"} er lagt til i listen din.`);
                }}
              >
                Husk alle ({sharedEntries.length})
              </button>
            </>
          )}
        </section>
      )}
      <section aria-labelledby={`${id}-kommende`}>
        <h2 id={`${id}-kommende`}>{shared ? "Din liste" : "Kommende"}</h2>
        {coming.length === 0 ? (
          <p>
            Du har ikke husket noe som kommer. Trykk «Husk» på et arrangement i <Link to="/kulturprogram">programmet</Link>, så
            dukker det opp her.
          </p>
        ) : (
          <SavedRows entries={coming} now={now} />
        )}
      </section>
      {dates.length > 0 && (
        <section className="saved-actions" aria-labelledby={`${id}-kalender`}>
          <h2 id={`${id}-kalender`}>I kalenderen din</h2>
          <fieldset className="saved-actions__alarm">
            <legend>Påminnelse</legend>
            {([["", "Ingen"], ...Object.entries(ALARMS).map(([k, a]) => [k, a.label])] as [AlarmBefore | "", string][]).map(
              ([value, label]) => (
                <label key={value || "ingen"}>
                  <input type="radio" name={`${id}-alarm`} checked={alarm === value} onChange={() => setAlarm(value)} /> {label}
                </label>
              ),
            )}
          </fieldset>
          <button type="button" className="button" onClick={() => void download()}>
            Last ned kalenderfil ({dates.length === 1 ? "1 dato" : `${dates.length} datoer`})
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
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              Kopier lenken
            </button>
          </div>
        </section>
      )}
      <p role="status" className="saved-notice" tabIndex={-1} ref={noticeRef}>
        {notice}
      </p>
      {past.length > 0 && (
        <section className="saved-past" aria-labelledby={`${id}-tidligere`}>
          <h2 id={`${id}-tidligere`}>Tidligere</h2>
          <SavedRows entries={past} now={now} past />
          <button
            type="button"
            className="link-button"
            onClick={() => {
              writeSaved(readSaved().filter((s) => !past.some((p) => sameEntry(p, s))));
              setRows((r) => r.filter((x) => !past.some((p) => sameEntry(p, x))));
              setNotice("Tidligere arrangementer er fjernet fra listen.");
              setFocusNotice(true);
            }}
          >
            Fjern tidligere fra listen
          </button>
        </section>
      )}
    </>
  );
}
