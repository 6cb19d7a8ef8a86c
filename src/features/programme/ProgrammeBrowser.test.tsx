import React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProgrammeBrowser } from "./ProgrammeBrowser";
import { makeListing } from "./listing";
import { forgetProgrammeIndex } from "./programme-loader";
import type { ProgrammeItem } from "./programme-item";
import { osloDay } from "./quick-date-range";
import { mockSite } from "../../test-utils/site";
import { pinDate } from "../../test-utils/clock";
import { PICTURES_VERSION, serveProgramme } from "./serve-programme.testing";

const production = (n: number): ProgrammeItem => ({
  id: `p${n}`,
  title: `Forestilling nummer ${n}`,
  path: `/forestilling-${n}`,
  objectClass: "culture",
  category: n === 9 ? "Foredrag" : "Konsert",
  summary: "",
  image: { url: "/images/x.svg", alt: `Bilde ${n}`, focalPointQuery: "fp-x=0.5&fp-y=0.5" },
  events: [{ id: `ev-${n}`, start: new Date(Date.UTC(2027, 0, 1 + n, 18)).toISOString(), hall: "Bojersalen" }],
});
const PAGE_SIZE = 4;
/**
 * The page's clock, pinned: noon in Oslo on a day before every date in the programme. On the real
 * clock the dates above pass in time, "I morgen" moves if midnight comes while the file runs, and a
 * day is 25 hours long when summer time ends.
 */
const NOW = Date.parse("2026-12-01T12:00:00+01:00");
// Noon in Oslo the next day: what "I morgen" finds.
const tomorrowNoon = `${osloDay(NOW + 24 * 3600_000)}T12:00:00+01:00`;
const programme = Array.from({ length: 10 }, (_, n) => production(n)).map((p, n) =>
  n === 8
    ? { ...p, events: [{ ...p.events[0], accessibility: ["syntolket" as const] }] }
    : n === 7
      ? { ...p, events: [{ id: "ev-7-i-morgen", start: tomorrowNoon, hall: "Smia" }, ...p.events] }
      : p,
);
const listing = (page: number) => ({ ...makeListing(programme, page, PAGE_SIZE), basePath: "/kulturprogram" });

let requested: string[];

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  pinDate(NOW);
  mockSite();
  forgetProgrammeIndex();
  window.history.replaceState(null, "", "/kulturprogram");
  requested = serveProgramme(programme, PAGE_SIZE);
});

describe("the programme, a page at a time", () => {
  it("shows its listing page, links every page, and loads the next page in place on demand", async () => {
    const user = userEvent.setup();
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    expect(screen.getByText("10 arrangementer")).toBeInTheDocument();
    expect(document.querySelectorAll(".programme-list > li")).toHaveLength(PAGE_SIZE);
    const pager = screen.getByRole("navigation", { name: "Sider i programmet" });
    expect(within(pager).getByRole("link", { name: "Neste side" })).toHaveAttribute("href", "/kulturprogram/side/2");
    expect(within(pager).getByRole("link", { name: "Side 3" })).toHaveAttribute("href", "/kulturprogram/side/3");

    const more = screen.getByRole("link", { name: "Vis flere arrangementer" });
    expect(more).toHaveAttribute("href", "/kulturprogram/side/2");
    // Offline too its click stays here: the offline guard leaves such a link to it (offline-navigation.ts).
    expect(more).toHaveAttribute("data-in-place");
    await user.click(more);
    await waitFor(() => expect(document.querySelectorAll(".programme-list > li")).toHaveLength(2 * PAGE_SIZE));
    expect(requested).toEqual(["/page-data/kulturprogram/side/2/page-data.json"]);
    expect(screen.getByRole("link", { name: "Forestilling nummer 4" })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Vis flere arrangementer" }));
    await waitFor(() => expect(document.querySelectorAll(".programme-list > li")).toHaveLength(10));
    expect(screen.queryByRole("link", { name: "Vis flere arrangementer" })).not.toBeInTheDocument();
  });

  it("filters over the whole programme, finding what is not on this page, with the index fetched only then", async () => {
    const user = userEvent.setup();
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    expect(screen.queryByRole("link", { name: "Forestilling nummer 9" })).not.toBeInTheDocument();
    expect(requested).toEqual([]);
    await user.selectOptions(screen.getByLabelText("Kategori"), "Foredrag");
    expect(await screen.findByRole("link", { name: "Forestilling nummer 9" })).toHaveAttribute("href", "/forestilling-9");
    expect(screen.getByText("1 arrangement")).toBeInTheDocument();
    expect(window.location.search).toBe("?kategori=Foredrag");
    // The index, then the pictures of what it found.
    await waitFor(() => expect(requested).toEqual(["/programme-index.json", `/programme-pictures/${PICTURES_VERSION}/0.json`]));
    expect(screen.queryByRole("navigation", { name: "Sider i programmet" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Vis alt" }));
    expect(document.querySelectorAll(".programme-list > li")).toHaveLength(PAGE_SIZE);
  });

  it("gives a production found elsewhere its card picture, its frame alone until the picture comes", async () => {
    const served = global.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (url: string) => {
      if (url.startsWith("/programme-pictures/")) await held;
      return served(url);
    }) as never;
    const user = userEvent.setup();
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    await user.selectOptions(screen.getByLabelText("Kategori"), "Foredrag");
    const card = (await screen.findByRole("link", { name: "Forestilling nummer 9" })).closest("article")!;
    // No file the site does not publish (the content's own /images/x.svg) is asked for meanwhile.
    expect(card.querySelector("img")).toBeNull();
    expect(within(card).getByRole("img", { name: "Bilde 9" })).toHaveClass("img-frame__waiting");
    release();
    await waitFor(() =>
      expect(within(card).getByRole("img", { name: "Bilde 9" })).toHaveAttribute("src", "/static/img/x-720x480-0123456789.jpg"),
    );
    expect(requested).toEqual(["/programme-index.json", `/programme-pictures/${PICTURES_VERSION}/0.json`]);
  });

  it("keeps the frames, and says so in the console, when the pictures cannot be fetched", async () => {
    const served = global.fetch;
    global.fetch = jest.fn(async (url: string) =>
      url.startsWith("/programme-pictures/") ? { ok: false, status: 503, json: async () => ({}) } : served(url),
    ) as never;
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    await user.selectOptions(screen.getByLabelText("Kategori"), "Foredrag");
    const card = (await screen.findByRole("link", { name: "Forestilling nummer 9" })).closest("article")!;
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining(`/programme-pictures/${PICTURES_VERSION}/0.json`),
        expect.anything(),
      ),
    );
    expect(card.querySelector("img")).toBeNull();
    expect(within(card).getByRole("img", { name: "Bilde 9" })).toHaveClass("img-frame__waiting");
    error.mockRestore();
  });

  it("folds the access choices under their name, counts those chosen, and opens them for an address that chose some", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    const choices = () => document.querySelector("details.access-filter") as HTMLDetailsElement;
    expect(choices().open).toBe(false);
    expect(choices().querySelector("summary")).toHaveTextContent(/^Tilgjengelighet$/);
    await user.click(screen.getByRole("checkbox", { name: "Syntolket" }));
    await screen.findByRole("link", { name: "Forestilling nummer 8" });
    expect(choices().querySelector("summary")).toHaveTextContent(/^Tilgjengelighet \(1 valgt\)$/);
    unmount();

    window.history.replaceState(null, "", "/kulturprogram?tilgang=syntolket");
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    await screen.findByRole("link", { name: "Forestilling nummer 8" });
    expect(choices().open).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Syntolket" })).toBeChecked();
  });

  it("filters by access feature and quick date over the whole programme, through the index", async () => {
    const user = userEvent.setup();
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    expect(screen.queryByRole("link", { name: "Forestilling nummer 8" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Syntolket" }));
    const card = (await screen.findByRole("link", { name: "Forestilling nummer 8" })).closest("article") as HTMLElement;
    expect(screen.getByText("1 arrangement")).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: "Tilgjengelighet" })).toHaveTextContent("Syntolket");
    expect(window.location.search).toBe("?tilgang=syntolket");

    await user.click(screen.getByRole("button", { name: "Vis alt" }));
    expect(screen.queryByRole("link", { name: "Forestilling nummer 7" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "I morgen" }));
    expect(await screen.findByRole("link", { name: "Forestilling nummer 7" })).toBeInTheDocument();
    expect(screen.getByText("1 arrangement")).toBeInTheDocument();
    expect(window.location.search).toBe("?naar=i-morgen");
    await waitFor(() => expect(requested).toEqual(["/programme-index.json", `/programme-pictures/${PICTURES_VERSION}/0.json`]));
  });

  it("shows many matches a page's worth at a time", async () => {
    const user = userEvent.setup();
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    await user.selectOptions(screen.getByLabelText("Kategori"), "Konsert");
    await screen.findByText("9 arrangementer");
    expect(document.querySelectorAll(".programme-list > li")).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole("button", { name: "Vis flere arrangementer" }));
    expect(document.querySelectorAll(".programme-list > li")).toHaveLength(2 * PAGE_SIZE);
  });

  it("says so when the programme cannot be fetched, and tries again", async () => {
    const user = userEvent.setup();
    const working = global.fetch;
    global.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) })) as never;
    render(<ProgrammeBrowser blockId="blokk" listing={listing(1)} partner={118} />);
    await user.selectOptions(screen.getByLabelText("Kategori"), "Foredrag");
    expect(await screen.findByRole("alert")).toHaveTextContent("Programmet kunne ikke hentes akkurat nå");
    global.fetch = working;
    await user.click(screen.getByRole("button", { name: "prøv igjen" }));
    expect(await screen.findByRole("link", { name: "Forestilling nummer 9" })).toBeInTheDocument();
  });
});
