import { cleanEntry, readSaved } from "./clean-entries";
import { comingDates, mergeEntries, refreshEntries, resolveShared, sharedIdsOf, shareUrl, splitByTime } from "./saved-list";
import { MAX_SAVED, SAVED_KEY, toggleSaved, type SavedEntry } from "./saved-store";

const NOW = Date.parse("2026-11-25T12:00:00+01:00");
const programme = [
  {
    id: "prod-1",
    title: "Julekonsert",
    path: "/julekonsert",
    events: [
      { id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen" },
      { id: "ev-2", start: "2026-12-13T16:00:00+01:00", hall: "Bojersalen", status: "cancelled" as const },
    ],
  },
];
const production: SavedEntry = { kind: "production", id: "prod-1", title: "Gammel tittel", path: "/julekonsert", dates: [] };
const pastDate: SavedEntry = {
  kind: "date",
  id: "ev-0",
  title: "Høstkonsert",
  path: "/hostkonsert",
  dates: [{ id: "ev-0", start: "2026-10-10T17:00:00+02:00", hall: "Smia" }],
};
const staleDate: SavedEntry = {
  ...pastDate,
  id: "ev-9",
  dates: [{ id: "ev-9", start: "2027-01-01T12:00:00+01:00", hall: "Smia" }],
};

function memoryStorage(initial?: string): Storage {
  const data = new Map<string, string>(initial === undefined ? [] : [[SAVED_KEY, initial]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe("the saved list", () => {
  it("takes titles and dates from the programme, keeps past entries aside and drops stale ones without a word", () => {
    const fresh = refreshEntries([production, pastDate, staleDate], programme, NOW);
    expect(fresh.map((e) => e.id)).toEqual(["prod-1", "ev-0"]);
    expect(fresh[0]).toMatchObject({ title: "Julekonsert", dates: [{ id: "ev-1" }, { id: "ev-2", status: "cancelled" }] });
    const { coming, past } = splitByTime(fresh, NOW);
    expect(coming.map((e) => e.id)).toEqual(["prod-1"]);
    expect(past.map((e) => e.id)).toEqual(["ev-0"]);
    // Offline: as stored.
    expect(refreshEntries([production, staleDate], null, NOW)).toEqual([production, staleDate]);
  });

  it("puts every coming date in the calendar once, without cancelled ones", () => {
    const date = resolveShared({ productions: [], dates: ["ev-1"] }, programme);
    const all = mergeEntries(refreshEntries([production], programme, NOW), date);
    expect(comingDates(all, NOW).map((d) => d.id)).toEqual(["ev-1"]);
  });

  it("shares ids only, and reads back only plain ids the programme knows", () => {
    const url = shareUrl("https://www.rissakulturhus.no", [production, pastDate]);
    expect(url).toBe("https://www.rissakulturhus.no/husket?forestillinger=prod-1&datoer=ev-0");
    const shared = sharedIdsOf(`${new URL(url).search}&datoer=ev-1,../x,%3Cscript%3E,,ev-1,prod%0A1`);
    expect(shared).toEqual({ productions: ["prod-1"], dates: ["ev-0", "ev-1"] });
    expect(resolveShared(shared!, programme).map((e) => `${e.kind}:${e.id}:${e.title}`)).toEqual([
      "production:prod-1:Julekonsert",
      "date:ev-1:Julekonsert",
    ]);
    expect(sharedIdsOf("?kategori=Konsert")).toBeNull();
    expect(sharedIdsOf(`?datoer=${Array.from({ length: 300 }, (_, i) => `ev-${i}`).join(",")}`)!.dates).toHaveLength(100);
  });
});

/**
 * Storage is input too: whatever another script, an older version or a hand edit left under the key.
 *
 * | variant                                   | result                          |
 * |-------------------------------------------|---------------------------------|
 * | not JSON, JSON that is not a list, null   | an empty list                   |
 * | an entry of another kind, a missing field | that entry left out             |
 * | an id with "/" or a line break            | left out                        |
 * | a path to another site or javascript:     | left out                        |
 * | a date that is not a date                 | that date left out              |
 * | the same entry twice                      | once                            |
 */
describe("the saved list as stored", () => {
  it.each([["not json"], ["{}"], ["null"], ['"text"'], ["42"]])("%s reads as an empty list", (raw) => {
    expect(readSaved(memoryStorage(raw))).toEqual([]);
  });

  it("leaves out what is not an entry, and keeps the rest", () => {
    const raw = JSON.stringify([
      production,
      production,
      { ...production, kind: "film" },
      { ...production, id: "../x" },
      { ...production, id: "a\nb" },
      { ...production, path: "//evil.example" },
      { ...production, path: "javascript:alert(1)" },
      { ...production, path: "https://evil.example/" },
      { ...pastDate, dates: [{ ...pastDate.dates[0], start: "i morgen" }] },
      { title: "no kind" },
      pastDate,
    ]);
    expect(readSaved(memoryStorage(raw)).map((e) => e.id)).toEqual(["prod-1", "ev-0"]);
    expect(cleanEntry({ ...pastDate, dates: [] })).toBeNull();
  });

  // A tampered list: reading it must take time in proportion to its length. Not timed here (no timed
  // tests); a reading that compared each entry with all the ones before (as it once did) takes over
  // a minute for 200,000, far past jest's five seconds. Jest cannot stop a synchronous test, and
  // passes one that returns late; read() waits for the timers once afterwards, so its timeout fails
  // such a test.
  describe("a tampered list of many entries", () => {
    const entry = (i: number): SavedEntry => ({ ...production, id: `p-${i}`, title: `Forestilling ${i}` });
    async function read(raw: string): Promise<SavedEntry[]> {
      const entries = readSaved(memoryStorage(raw));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return entries;
    }

    it.each([20_000, 200_000])("%i different entries: the first MAX_SAVED kept, as stored", async (count) => {
      const raw = JSON.stringify(Array.from({ length: count }, (_, i) => entry(i)));
      const entries = await read(raw);
      expect(entries).toHaveLength(MAX_SAVED);
      expect(entries).toEqual(Array.from({ length: MAX_SAVED }, (_, i) => entry(i)));
    });

    it("200,000 entries, each twice and between things that are not entries: every one once, in order", async () => {
      const raw = JSON.stringify(
        Array.from({ length: 100_000 }, (_, i) => [entry(i % 60), { ...entry(i), id: "../x" }, entry(i % 60)]).flat(),
      );
      expect(await read(raw)).toEqual(Array.from({ length: 60 }, (_, i) => entry(i)));
    });

    it("a production and a date with the same id are two entries", () => {
      const date = { ...pastDate, id: "p-1", dates: [{ ...pastDate.dates[0], id: "p-1" }] };
      const raw = JSON.stringify([entry(1), date, entry(1), date]);
      expect(readSaved(memoryStorage(raw))).toEqual([entry(1), date]);
    });
  });

  it("saves and forgets with one press each", () => {
    const storage = memoryStorage("garbage");
    expect(toggleSaved(pastDate, storage)).toBe(true);
    expect(readSaved(storage)).toEqual([pastDate]);
    expect(toggleSaved(pastDate, storage)).toBe(false);
    expect(readSaved(storage)).toEqual([]);
  });
});
