import { ISLAND_PARTS } from "./parts";
import { SAVED_KEY } from "../features/saved/contract";
import { PROFILE_KEY } from "../features/cinema/contract";

const YEAR = 365 * 24 * 60 * 60 * 1000;
const whenOf = (name: string, props: Record<string, unknown> = {}) => ISLAND_PARTS[name].when(props);

afterEach(() => localStorage.clear());

describe("when each island starts", () => {
  it("the header: as the page opens where this browser has saved something or a member is logged in, else at the first touch", () => {
    expect(whenOf("site-header")).toBe("touch");
    localStorage.setItem(SAVED_KEY, JSON.stringify([{ kind: "production", id: "p1", title: "Jazz", path: "/jazz", dates: [] }]));
    expect(whenOf("site-header")).toBe("now");
    localStorage.clear();
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ token: "t", userName: "kari", email: "kari@example.no" }));
    expect(whenOf("site-header")).toBe("now");
    localStorage.setItem(PROFILE_KEY, "{ikke json");
    expect(whenOf("site-header")).toBe("touch");
  });

  it("the search panel: as the page opens where the address asks a search, else at the first touch", () => {
    window.history.replaceState(null, "", "/search?q=%20konsert");
    expect(whenOf("search")).toBe("now");
    window.history.replaceState(null, "", "/search?q=%20");
    expect(whenOf("search")).toBe("touch");
    window.history.replaceState(null, "", "/search");
    expect(whenOf("search")).toBe("touch");
  });

  it("the newsletter: at the first touch", () => {
    expect(whenOf("newsletter")).toBe("touch");
  });

  it("the notices: as the page opens while a notice is on; one still to come at its start; else never", () => {
    const notice = (from: number, to: number) => ({
      id: "n",
      text: "x",
      severity: "info",
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    });
    const startAt = (props: Record<string, unknown>) => ISLAND_PARTS.notices.startAt?.(props) ?? null;
    const now = Date.now();
    const on = notice(now - 60_000, now + 60_000);
    const coming = notice(now + 60_000, now + 120_000);
    const later = notice(now + 90_000, now + 120_000);
    const over = notice(now - 120_000, now - 60_000);
    expect(whenOf("notices", { notices: [on] })).toBe("now");
    expect(whenOf("notices", { notices: [over, coming] })).toBe("never");
    expect(startAt({ notices: [later, over, coming] })).toBe(Date.parse(coming.from));
    expect(whenOf("notices", { notices: [over] })).toBe("never");
    expect(startAt({ notices: [over] })).toBeNull();
    expect(whenOf("notices", { notices: [] })).toBe("never");
    // What the page cannot go by is left out, not thrown on.
    for (const notices of ["ikke en liste", [null, 3, { from: 1, to: 2 }], [{ ...coming, from: "i morgen" }]]) {
      expect(whenOf("notices", { notices })).toBe("never");
      expect(startAt({ notices })).toBeNull();
    }
    expect(whenOf("notices", { notices: [null, on] })).toBe("now");
  });

  it("an article's age: as the page opens where the article is more than a year old by this clock, else never", () => {
    const now = Date.now();
    expect(whenOf("article-age", { createdAt: now - 2 * YEAR, updatedAt: now - 2 * YEAR })).toBe("now");
    expect(whenOf("article-age", { createdAt: now - 2 * YEAR, updatedAt: now - 10_000 })).toBe("never");
    expect(whenOf("article-age", { createdAt: "i fjor", updatedAt: now })).toBe("never");
  });

  const saveSomething = () =>
    localStorage.setItem(SAVED_KEY, JSON.stringify([{ kind: "production", id: "p1", title: "Jazz", path: "/jazz", dates: [] }]));

  it("Husk: as the page opens where this browser has saved something (a heart may be filled), else at the first touch", () => {
    expect(whenOf("husk")).toBe("touch");
    saveSomething();
    expect(whenOf("husk")).toBe("now");
  });

  it("the cinema's parts: a film's info as the page opens; the watch-list mark only for a member; a date's live state as it is seen", () => {
    expect(whenOf("cinema")).toBe("now");
    expect(whenOf("watch-mark")).toBe("never");
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ token: "t", userName: "kari", email: "kari@example.no" }));
    expect(whenOf("watch-mark")).toBe("now");
    expect(whenOf("live-status")).toBe("seen");
    expect(whenOf("card-status")).toBe("seen");
  });

  it("the programme: as the page opens where the address asks a filter, its HTML is out of date, or a card has a heart or a mark to show; else at the first touch", () => {
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const earlier = new Date(Date.now() - 60 * 1000).toISOString();
    window.history.replaceState(null, "", "/kulturprogram");
    expect(whenOf("programme", { staleFrom: later })).toBe("touch");
    expect(whenOf("programme", { staleFrom: null })).toBe("touch");
    expect(whenOf("programme", { staleFrom: earlier })).toBe("now");
    window.history.replaceState(null, "", "/kulturprogram?kategori=Konsert");
    expect(whenOf("programme", { staleFrom: later })).toBe("now");
    expect(whenOf("calendar-links")).toBe("now");
    window.history.replaceState(null, "", "/kulturprogram?kategori=");
    expect(whenOf("programme", { staleFrom: later })).toBe("touch");
    expect(whenOf("calendar-links")).toBe("touch");
    saveSomething();
    expect(whenOf("programme", { staleFrom: later })).toBe("now");
  });

  it("the programme's teaser: as the page opens where its HTML is out of date or a card has a heart to show, else at the first touch; and when it goes out of date", () => {
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const earlier = new Date(Date.now() - 60 * 1000).toISOString();
    expect(whenOf("programme-teaser", { staleFrom: later })).toBe("touch");
    expect(whenOf("programme-teaser", { staleFrom: earlier })).toBe("now");
    expect(ISLAND_PARTS["programme-teaser"].startAt?.({ staleFrom: later })).toBe(Date.parse(later));
    expect(ISLAND_PARTS["programme-teaser"].startAt?.({ staleFrom: "snart" })).toBeNull();
    saveSomething();
    expect(whenOf("programme-teaser", { staleFrom: later })).toBe("now");
  });

  it("the slideshow: as it comes near the screen", () => {
    expect(whenOf("slideshow")).toBe("seen");
  });
});
