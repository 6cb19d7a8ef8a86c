import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { navigateInSite } from "../../links/navigate-in-site";
import { useAppDispatch, useAppSelector } from "./store/hooks";
import { selectMemberScope } from "./store/member-scope";
import { PastTicket, TicketCard } from "./tickets/TicketCard";
import { splitTickets } from "./tickets/ticket-times";
import { selectTickets } from "./tickets/ticketsSlice";
import { SavedCopyNote } from "./tickets/SavedCopyNote";
import { WatchlistView } from "./watchlist/WatchlistView";
import { selectWatchlist } from "./watchlist/watchlistSlice";
import { logout, selectUser } from "./user/userSlice";
import { loadMemberData, retryMemberData } from "./member-data";
import { PartBoundary, partFailed } from "./PartBoundary";
import type { FilmShowing } from "./watchlist/showings";
import { SLOW_AFTER_MS } from "./slow-after";
import "./tickets/tickets.css";

/** True once `waiting` has lasted `ms` in this attempt (a new attempt starts the count again). */
function useTakingLong(waiting: boolean, attempt: number, ms: number) {
  const [slowAttempt, setSlowAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setSlowAttempt(attempt), ms);
    return () => clearTimeout(timer);
  }, [waiting, attempt, ms]);
  return waiting && slowAttempt === attempt;
}

/**
 * The member's page: tickets and watch list (fetched after renewing the session), and log out.
 * `showings`: the programme's films, so a film on the watch list that is on here links to its dates.
 * `beside`: what the page shows next to the watch list (the saved events, which are not the cinema's).
 */
export function MemberPage({ showings = [], beside = null }: { showings?: FilmShowing[]; beside?: React.ReactNode }) {
  const dispatch = useAppDispatch();
  const { userProfile, error, renewal } = useAppSelector(selectUser);
  const tickets = useAppSelector(selectTickets);
  const watchlist = useAppSelector(selectWatchlist);
  const attempt = useAppSelector(selectMemberScope);
  const member = userProfile?.token ?? null;
  const retry = () => void dispatch(retryMemberData());

  useEffect(() => {
    if (member !== null) void dispatch(loadMemberData());
  }, [dispatch, member]);

  const ticketsWaiting = tickets.loading || renewal.status === "loading";
  const slow = useTakingLong(ticketsWaiting || watchlist.loading, attempt, SLOW_AFTER_MS);
  const { coming, past } = splitTickets(tickets.items, Date.now());
  const ticketKey = (t: (typeof coming)[number], i: number) => (t.qrCode ? `${t.qrCode}-${t.startTime}` : `ukjent-${i}`);

  if (!userProfile) {
    return (
      <div>
        {error && <p role="alert">{error.message}</p>}
        <p>Du er ikke logget inn.</p>
        <p>
          <Link to="/min-side/logg-inn?neste=/min-side">Logg inn</Link> for å se billettene og ønskelisten din.
        </p>
      </div>
    );
  }
  const who = userProfile.userName || userProfile.email;
  return (
    <div className="member-page">
      <p>
        {who ? (
          <>
            Logget inn som <strong>{who}</strong>.
          </>
        ) : (
          "Du er logget inn."
        )}{" "}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            void dispatch(logout()).then(() => navigateInSite("/"));
          }}
        >
          Logg ut
        </button>
      </p>
      {slow && (
        <p role="status" className="member-page__slow">
          Kinosystemet svarer ikke akkurat nå.{" "}
          <button type="button" className="link-button" onClick={retry}>
            Prøv igjen
          </button>
        </p>
      )}
      <section aria-labelledby="mine-billetter">
        <h2 id="mine-billetter">Mine billetter</h2>
        <PartBoundary message={partFailed("Billettene")}>
          {ticketsWaiting && <p role="status">{tickets.savedAt ? "Henter oppdaterte billetter …" : "Henter billettene …"}</p>}
          {tickets.savedAt && tickets.items.length > 0 && (
            <SavedCopyNote savedAt={tickets.savedAt} offline={tickets.error !== null} />
          )}
          {tickets.error && (
            <p role="alert">
              {tickets.error.message}{" "}
              <button type="button" className="link-button" onClick={retry}>
                Prøv igjen
              </button>
            </p>
          )}
          {tickets.status === "succeeded" && coming.length === 0 && <p>Du har ingen kommende billetter.</p>}
          <div className="tickets">
            {coming.map((t, i) => (
              <TicketCard key={ticketKey(t, i)} ticket={t} savedCopy={tickets.savedAt !== null} />
            ))}
          </div>
          {past.length > 0 && (
            <section aria-labelledby="tidligere-billetter" className="past-tickets">
              <h3 id="tidligere-billetter">Tidligere billetter</h3>
              <ul>
                {past.map((t, i) => (
                  <PastTicket key={ticketKey(t, i)} ticket={t} />
                ))}
              </ul>
            </section>
          )}
        </PartBoundary>
      </section>
      <div className="member-page__lists">
        <section aria-labelledby="min-onskeliste">
          <h2 id="min-onskeliste">Min ønskeliste</h2>
          <PartBoundary message={partFailed("Ønskelisten")}>
            <WatchlistView onRetry={retry} showings={showings} />
          </PartBoundary>
        </section>
        {beside}
      </div>
    </div>
  );
}
