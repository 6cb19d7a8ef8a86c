import type React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { useProgrammeBrowser } from "./useProgrammeBrowser";
import { makeListing } from "./listing";
import { forgetProgrammeIndex } from "./programme-loader";
import { FILTER_CHANGED, NO_FILTER } from "./filter-programme";
import type { ProgrammeItem } from "./programme-item";
import { pinDate } from "../../test-utils/clock";
import { serveProgramme } from "./serve-programme.testing";

const production = (n: number): ProgrammeItem => ({
  id: `p${n}`,
  title: `Forestilling ${n}`,
  path: `/forestilling-${n}`,
  objectClass: "culture",
  category: n % 2 ? "Foredrag" : "Konsert",
  summary: "",
  image: { url: "/images/x.svg", alt: `Bilde ${n}`, focalPointQuery: "fp-x=0.5&fp-y=0.5" },
  events: [{ id: `ev-${n}`, start: new Date(Date.UTC(2027, 0, 1 + n, 18)).toISOString(), hall: "Bojersalen" }],
});
const PAGE_SIZE = 2;
const programme = Array.from({ length: 5 }, (_, n) => production(n));
const listing = { ...makeListing(programme, 1, PAGE_SIZE), basePath: "/kulturprogram" };
const click = { preventDefault: () => undefined } as React.MouseEvent;
let requested: string[];

afterEach(() => jest.useRealTimers());

beforeEach(() => {
  pinDate(Date.parse("2026-12-01T12:00:00+01:00"));
  forgetProgrammeIndex();
  window.history.replaceState(null, "", "/kulturprogram");
  requested = serveProgramme(programme, PAGE_SIZE);
});

describe("useProgrammeBrowser", () => {
  it("unfiltered, shows its page, counts the whole listing and adds the next page on demand", async () => {
    const { result } = renderHook(() => useProgrammeBrowser(listing, "blokk"));
    expect(result.current.active).toBe(false);
    expect(result.current.shown.map((p) => p.id)).toEqual(["p0", "p1"]);
    expect(result.current.status).toBe("5 arrangementer");
    expect(result.current.pageEventIds).toEqual(["ev-0", "ev-1"]);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.nextPage).toBe(2);

    act(() => result.current.showMore(click));
    expect(result.current.moreLoading).toBe(true);
    await waitFor(() => expect(result.current.shown.map((p) => p.id)).toEqual(["p0", "p1", "p2", "p3"]));
    expect(result.current.nextPage).toBe(3);
    expect(requested).toEqual(["/page-data/kulturprogram/side/2/page-data.json"]);
  });

  it("filtered, writes the filter to the address and works over the whole programme's index", async () => {
    const changed = jest.fn();
    window.addEventListener(FILTER_CHANGED, changed);
    const { result } = renderHook(() => useProgrammeBrowser(listing, "blokk"));
    act(() => result.current.choose({ ...NO_FILTER, category: "Foredrag" }));
    expect(window.location.search).toBe("?kategori=Foredrag");
    expect(changed).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe("Henter hele programmet …");
    await waitFor(() => expect(result.current.status).toBe("2 arrangementer"));
    expect(result.current.shown.map((p) => p.id)).toEqual(["p1", "p3"]);
    expect(result.current.hasMore).toBe(false);

    act(() => result.current.choose(NO_FILTER));
    expect(window.location.search).toBe("");
    expect(result.current.shown.map((p) => p.id)).toEqual(["p0", "p1"]);
    window.removeEventListener(FILTER_CHANGED, changed);
  });

  it("reads the filter from the address, and says so when the index cannot be fetched until tried again", async () => {
    window.history.replaceState(null, "", "/kulturprogram?kategori=Konsert");
    const fetched = global.fetch;
    global.fetch = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) })) as never;
    const { result } = renderHook(() => useProgrammeBrowser(listing, "blokk"));
    await waitFor(() => expect(result.current.indexFailed).toBe(true));
    expect(result.current.status).toBeNull();

    global.fetch = fetched;
    act(() => result.current.retryIndex());
    await waitFor(() => expect(result.current.status).toBe("3 arrangementer"));
    expect(result.current.indexFailed).toBe(false);
  });
});
