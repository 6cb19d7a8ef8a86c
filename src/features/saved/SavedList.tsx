import React from "react";
import { Link } from "gatsby";
import type { KnownProduction } from "./saved-list";
import { useSavedList } from "./useSavedList";
import { SavedRow, SavedRows } from "./SavedRows";
import { SharedWithYou } from "./SharedWithYou";
import { SavedListActions } from "./SavedListActions";
import "./saved.css";

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
 * The state is useSavedList's; this draws it.
 */
export function SavedList({
  compact = false,
  loadProgramme,
}: {
  compact?: boolean;
  loadProgramme: () => Promise<KnownProduction[]>;
}) {
  const list = useSavedList(compact, loadProgramme);
  if (list === null) return <p role="status">Henter listen din …</p>;
  const { id, now, coming, past, dates } = list;

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
      {list.shared && (
        <SharedWithYou id={id} programme={list.programme} entries={list.sharedEntries} now={now} onKeepAll={list.keepShared} />
      )}
      <section aria-labelledby={`${id}-kommende`}>
        <h2 id={`${id}-kommende`}>{list.shared ? "Din liste" : "Kommende"}</h2>
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
        <SavedListActions
          id={id}
          dateCount={dates.length}
          alarm={list.alarm}
          onAlarm={list.setAlarm}
          onDownload={() => void list.download()}
          link={list.link}
          onCopy={() => void list.copy()}
        />
      )}
      <p role="status" className="saved-notice" tabIndex={-1} ref={list.noticeRef}>
        {list.notice}
      </p>
      {past.length > 0 && (
        <section className="saved-past" aria-labelledby={`${id}-tidligere`}>
          <h2 id={`${id}-tidligere`}>Tidligere</h2>
          <SavedRows entries={past} now={now} past />
          <button type="button" className="link-button" onClick={list.dropPast}>
            Fjern tidligere fra listen
          </button>
        </section>
      )}
    </>
  );
}
