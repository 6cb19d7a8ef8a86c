import React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CanceledError } from "axios";
import { navigate } from "gatsby";
import { Provider } from "react-redux";
import { render } from "@testing-library/react";
import { MemberPage } from "./MemberPage";
import { SLOW_AFTER_MS } from "./slow-after";
import { createCinemaStore } from "./cinema-store";
import { renderWithProviders } from "./store/test-utils";
import { film, ticket } from "./api/test-fixtures";
import { startFakeCinema } from "./api/test-server";
import { initialUserState } from "./user/userSlice";
import { PROFILE_KEY } from "./api/profile-storage";

const kari = { userName: "Kari", email: "kari@example.no", token: "tok-a" };
const loggedIn = { user: { ...initialUserState, userProfile: kari } };

/** A switchTokens that never answers until its caller gives up, as switchTokensDx can (the contract has no timeout). */
function renewals(answers: ("never" | "ok")[]) {
  const signals: AbortSignal[] = [];
  const switchTokens = jest.fn(({ signal }: { signal?: AbortSignal } = {}) => {
    signals.push(signal!);
    if ((answers[signals.length - 1] ?? "ok") === "ok") return Promise.resolve();
    return new Promise<void>((_resolve, reject) => signal?.addEventListener("abort", () => reject(new CanceledError())));
  });
  return { switchTokens, signals };
}

beforeEach(() => {
  localStorage.clear();
  (navigate as jest.Mock).mockClear();
});
afterEach(() => jest.useRealTimers());

describe("the member page while the session renewal does not answer (issue 11, item 10)", () => {
  it("says both lists are loading, keeps Logg ut, and after a while offers Prøv igjen, which starts over", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { switchTokens, signals } = renewals(["never", "ok"]);
    renderWithProviders(<MemberPage />, {
      api: { switchTokens, tickets: async () => [ticket], watchlist: async () => [film] },
      preloadedState: loggedIn,
    });

    expect(await screen.findByText("Henter billettene …")).toBeInTheDocument();
    expect(screen.getByText("Henter ønskelisten …")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logg ut" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Prøv igjen" })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(SLOW_AFTER_MS));
    expect(screen.getByText(/Kinosystemet svarer ikke akkurat nå/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Prøv igjen" }));

    expect(signals[0].aborted).toBe(true);
    expect(await screen.findByRole("heading", { name: "Reven" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Reven" })).toBeInTheDocument();
    expect(switchTokens).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/Kinosystemet svarer ikke/)).not.toBeInTheDocument();
  });

  it("Logg ut abandons the renewal that never answers", async () => {
    const user = userEvent.setup();
    const { switchTokens, signals } = renewals(["never"]);
    const { store } = renderWithProviders(<MemberPage />, { api: { switchTokens }, preloadedState: loggedIn });
    await screen.findByText("Henter billettene …");
    await user.click(screen.getByRole("button", { name: "Logg ut" }));
    expect(signals[0].aborted).toBe(true);
    expect(store.getState().user?.userProfile).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
  });

  it("a renewal that fails says so in the watch list, which can be tried again", async () => {
    const user = userEvent.setup();
    let renewal = 0;
    const switchTokens = async () => {
      renewal += 1;
      if (renewal === 1) throw Object.assign(new Error("503"), { isAxiosError: true, response: { status: 503, data: {} } });
    };
    renderWithProviders(<MemberPage />, {
      api: { switchTokens, tickets: async () => [ticket], watchlist: async () => [film] },
      preloadedState: loggedIn,
    });
    expect(await screen.findByText(/Kinosystemet har problemer akkurat nå/)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Reven" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Prøv igjen" }));
    expect(await screen.findByRole("link", { name: "Reven" })).toBeInTheDocument();
  });

  it("shows what the page puts beside the watch list (the saved events)", async () => {
    renderWithProviders(<MemberPage beside={<section aria-label="Husket">Julekonsert</section>} />, {
      api: { tickets: async () => [ticket], watchlist: async () => [film] },
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole("heading", { name: "Min ønskeliste" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Husket" })).toHaveTextContent("Julekonsert");
  });
});

describe("the member page with answers it cannot fully read (issue 11, item 9)", () => {
  it("shows a ticket with an unreadable start time and expiry, says which details are unknown, and keeps Logg ut", async () => {
    const s = await startFakeCinema((req) => {
      const path = req.path.split("?")[0];
      if (path === "/118/switchTokensDx") return { status: 200 };
      if (path === "/118/tickets")
        return {
          status: 200,
          body: [
            {
              MovieId: 7,
              MovieTitle: "Reven",
              QRCode: "RK-1",
              StartTime: "i morgen",
              ExpirationDate: "snart",
              Screen: "Auditoriet",
              SeatsInfo: { Info: "Rad 5", Seats: [{ Row: 5, Seats: [7, 8] }] },
            },
          ],
        };
      if (path === "/118/watchlist") return { status: 200, body: [{ Title: 42, MovieId: 9, Rating: "god" }] };
      return { status: 404, body: {} };
    });
    try {
      localStorage.setItem(PROFILE_KEY, JSON.stringify(kari));
      const store = createCinemaStore({ partner: 118, baseURL: `${s.url}/118/`, auth: "token", apiOrigins: [s.url] });
      render(
        <Provider store={store}>
          <MemberPage />
        </Provider>,
      );
      const card = (await screen.findByRole("heading", { name: "Reven" })).closest("article")!;
      expect(card).toHaveTextContent("Tidspunkt ukjent");
      expect(card).toHaveTextContent("Gyldighet ukjent");
      expect(card).toHaveTextContent("Rad 5: seter 7, 8");
      expect(await screen.findByText("Tittel ukjent")).toBeInTheDocument();
      expect(screen.getByText(/vurdering ukjent/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Logg ut" })).toBeInTheDocument();
      expect(screen.queryByText(/nettforbindelsen/)).not.toBeInTheDocument();
      await screen.findByRole("img", { name: /QR-kode for billetten til Reven/ });
    } finally {
      await s.close();
    }
  });

  it("a part that fails as it is shown gives way alone, says it was a fault on the page, and Logg ut stays", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { switchTokens } = renewals(["never"]);
    // A ticket with no seat information at all: what a saved copy from an older build might hold.
    const broken = { ...ticket, seatsInfo: undefined } as unknown as typeof ticket;
    renderWithProviders(<MemberPage />, {
      api: { switchTokens },
      preloadedState: {
        ...loggedIn,
        tickets: { items: [broken], loading: false, error: null, status: "succeeded", savedAt: null },
      },
    });
    expect(await screen.findByText(/Billettene kunne ikke vises på grunn av en feil på siden/)).toBeInTheDocument();
    expect(screen.queryByText(/nettforbindelsen/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logg ut" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Min ønskeliste" })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe("the member page as a ticket wallet", () => {
  it("shows coming tickets first, as cards with the code, and past ones apart, latest first and without a code", async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const tickets = [
      { ...ticket, movieTitle: "Sett i høst", qrCode: "RK-9", startTime: at(-40), expirationDate: at(-40 + 0.1) },
      { ...ticket, movieTitle: "Neste uke", qrCode: "RK-2", startTime: at(7), expirationDate: at(7.1) },
      { ...ticket, movieTitle: "Sett nylig", qrCode: "RK-8", startTime: at(-3), expirationDate: at(-2.9) },
      { ...ticket, movieTitle: "I morgen", qrCode: "RK-1", startTime: at(1), expirationDate: at(1.1) },
    ];
    renderWithProviders(<MemberPage />, {
      api: { switchTokens: async () => undefined, tickets: async () => tickets, watchlist: async () => [] },
      preloadedState: loggedIn,
    });
    const past = await screen.findByRole("region", { name: "Tidligere billetter" });
    expect(screen.getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual(["I morgen", "Neste uke"]);
    expect(screen.getByText("RK-1")).toBeVisible();
    expect(
      within(past)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("p")?.textContent),
    ).toEqual(["Sett nylig", "Sett i høst"]);
    expect(within(past).queryByText("RK-8")).not.toBeInTheDocument();
    // The coming cards come before the past list in the page.
    const [lastCard] = screen.getAllByRole("article").slice(-1);
    expect(lastCard.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says there are no coming tickets when every ticket is past", async () => {
    const old = { ...ticket, startTime: "2026-01-10T18:00:00+01:00", expirationDate: "2026-01-10T20:00:00+01:00" };
    renderWithProviders(<MemberPage />, {
      api: { switchTokens: async () => undefined, tickets: async () => [old], watchlist: async () => [] },
      preloadedState: loggedIn,
    });
    expect(await screen.findByText("Du har ingen kommende billetter.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Tidligere billetter" })).toBeInTheDocument();
  });
});
