import React, { useEffect } from "react";
import { Link, navigate } from "gatsby";
import { useAppDispatch, useAppSelector } from "./store/hooks";
import { TicketCard } from "./tickets/TicketCard";
import { fetchTickets, selectTickets, showSavedTickets } from "./tickets/ticketsSlice";
import { SavedCopyNote } from "./tickets/SavedCopyNote";
import { WatchlistView } from "./watchlist/WatchlistView";
import { logout, selectUser, switchTokens } from "./user/userSlice";
import type { FilmShowing } from "./watchlist/showings";

/**
 * The member's page: tickets and watch list (fetched after renewing the session), and log out.
 * `showings`: the programme's films, so a film on the watch list that is on here links to its dates.
 */
export function MemberPage({ showings = [] }: { showings?: FilmShowing[] }) {
  const dispatch = useAppDispatch();
  const { userProfile, error } = useAppSelector(selectUser);
  const tickets = useAppSelector(selectTickets);
  const loggedIn = userProfile !== null;

  useEffect(() => {
    if (!loggedIn) return;
    // The copy saved on this device shows at once (and stays if the cinema system cannot be reached).
    void dispatch(showSavedTickets());
    void dispatch(switchTokens()).then((result) => {
      // A refused token has logged the member out already; anything else, the tickets call may still recover from.
      if (switchTokens.fulfilled.match(result) || result.payload?.status !== 401) void dispatch(fetchTickets());
    });
  }, [dispatch, loggedIn]);

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
  return (
    <div className="member-page">
      <p>
        Logget inn som <strong>{userProfile.userName || userProfile.email}</strong>.{" "}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            void dispatch(logout()).then(() => navigate("/"));
          }}
        >
          Logg ut
        </button>
      </p>
      <section aria-labelledby="mine-billetter">
        <h2 id="mine-billetter">Mine billetter</h2>
        {tickets.loading && <p role="status">{tickets.savedAt ? "Henter oppdaterte billetter …" : "Henter billettene …"}</p>}
        {tickets.savedAt && tickets.items.length > 0 && <SavedCopyNote savedAt={tickets.savedAt} offline={tickets.error !== null} />}
        {tickets.error && (
          <p role="alert">
            {tickets.error.message}{" "}
            <button type="button" className="link-button" onClick={() => dispatch(fetchTickets())}>
              Prøv igjen
            </button>
          </p>
        )}
        {tickets.status === "succeeded" && tickets.items.length === 0 && <p>Du har ingen kommende billetter.</p>}
        <div className="tickets">
          {tickets.items.map((t) => (
            <TicketCard key={`${t.qrCode}-${t.startTime}`} ticket={t} savedCopy={tickets.savedAt !== null} />
          ))}
        </div>
      </section>
      <section aria-labelledby="min-onskeliste">
        <h2 id="min-onskeliste">Min ønskeliste</h2>
        <WatchlistView showings={showings} />
      </section>
    </div>
  );
}
