import { act, renderHook, waitFor } from "@testing-library/react";
import { useSavedList } from "./useSavedList";
import { productionEntry } from "./entries";
import { readStored, writeSaved } from "./saved-store";
import type { KnownProduction } from "./saved-list";
import { mockSite } from "../../test-utils/site";
import { pinDate } from "../../test-utils/clock";

const NOW = Date.parse("2026-12-01T12:00:00+01:00");
const concert: KnownProduction = {
  id: "konsert",
  title: "Julekonsert",
  path: "/kulturprogram/julekonsert",
  events: [{ id: "konsert-1", start: "2026-12-20T18:00:00.000Z", hall: "Bojersalen" }],
};
const talk: KnownProduction = {
  id: "foredrag",
  title: "Foredrag om Fosen",
  path: "/kulturprogram/foredrag",
  events: [{ id: "foredrag-1", start: "2026-12-10T17:00:00.000Z", hall: "Smia" }],
};
const past = productionEntry({
  id: "sommerteater",
  title: "Sommerteater",
  path: "/kulturprogram/sommerteater",
  events: [{ id: "sommer-1", start: "2026-07-01T18:00:00.000Z", hall: "Ute" }],
});
// Saved while it was coming; the programme no longer has it, so it is dropped.
const gone = productionEntry({
  id: "avlyst",
  title: "Tatt av programmet",
  path: "/kulturprogram/avlyst",
  events: [{ id: "avlyst-1", start: "2026-12-15T18:00:00.000Z", hall: "Smia" }],
});
const stale = { ...productionEntry(concert), title: "Gammel tittel" };
const programme = async () => [concert, talk];
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

beforeEach(() => {
  pinDate(NOW);
  mockSite();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/husket");
});
afterEach(() => jest.useRealTimers());

describe("useSavedList", () => {
  it("is null until read, then brings the stored list up to date with the programme", async () => {
    writeSaved([stale, past, gone]);
    const { result } = renderHook(() => useSavedList(false, programme));
    await waitFor(() => expect(result.current?.programme).toBe("done"));
    await waitFor(() => expect(ids(result.current!.coming)).toEqual(["konsert"]));
    const list = result.current!;
    expect(list.coming[0].title).toBe("Julekonsert");
    expect(ids(list.past)).toEqual(["sommerteater"]);
    expect(ids(list.dates)).toEqual(["konsert-1"]);
    expect(list.shared).toBe(false);
    expect(list.link).toBe("http://localhost/husket?forestillinger=konsert,sommerteater");
    expect(ids(readStored() as { id: string }[])).toEqual(["konsert", "sommerteater"]);
  });

  it("keeps the stored list as it is when the programme cannot be had", async () => {
    writeSaved([stale, gone]);
    const offline = () => Promise.reject(new Error("offline"));
    const { result } = renderHook(() => useSavedList(false, offline));
    await waitFor(() => expect(result.current?.programme).toBe("failed"));
    await waitFor(() => expect(ids(result.current!.coming)).toEqual(["avlyst", "konsert"]));
    expect(result.current!.coming[1].title).toBe("Gammel tittel");
    expect(readStored()).toHaveLength(2);
  });

  it("resolves a shared list from the address and takes it over on demand", async () => {
    window.history.replaceState(null, "", "/husket?forestillinger=foredrag,ukjent");
    const { result } = renderHook(() => useSavedList(false, programme));
    await waitFor(() => expect(ids(result.current?.sharedEntries ?? [])).toEqual(["foredrag"]));
    expect(result.current!.shared).toBe(true);
    expect(result.current!.coming).toEqual([]);

    act(() => result.current!.keepShared());
    expect(ids(readStored() as { id: string }[])).toEqual(["foredrag"]);
    expect(ids(result.current!.coming)).toEqual(["foredrag"]);
    expect(result.current!.notice).toBe("Arrangementet er lagt til i listen din.");
  });

  it("removes past entries from storage and the rows, and says so", async () => {
    writeSaved([productionEntry(talk), past]);
    const { result } = renderHook(() => useSavedList(false, programme));
    await waitFor(() => expect(ids(result.current?.past ?? [])).toEqual(["sommerteater"]));
    act(() => result.current!.dropPast());
    expect(result.current!.past).toEqual([]);
    expect(ids(readStored() as { id: string }[])).toEqual(["foredrag"]);
    expect(result.current!.notice).toBe("Tidligere arrangementer er fjernet fra listen.");
  });

  it("in compact form ignores a shared list in the address", async () => {
    window.history.replaceState(null, "", "/husket?forestillinger=foredrag");
    const { result } = renderHook(() => useSavedList(true, programme));
    await waitFor(() => expect(result.current?.programme).toBe("done"));
    expect(result.current!.shared).toBe(false);
    expect(result.current!.sharedEntries).toEqual([]);
  });
});
