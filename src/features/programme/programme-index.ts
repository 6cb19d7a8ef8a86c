import type { ProgrammeItem } from "../../types/programme";

/**
 * The compact programme index (public/programme-index.json): every coming production with what a
 * programme card shows and the filters need, and nothing else, written by the build and fetched by
 * the programme page the first time a visitor filters. Categories and halls are listed once and
 * named by number; a date is minutes since 1970 (UTC).
 */
export const PROGRAMME_INDEX_PATH = "/programme-index.json";

type CompactEvent = [id: string, startMinutes: number, hall: number];
/** Price from and age limit are left out when the production has none. */
type CompactItem = [
  id: string,
  title: string,
  path: string,
  category: number,
  imageUrl: string,
  imageAlt: string,
  focalPoint: string,
  events: CompactEvent[],
  priceFrom?: number | null,
  ageLimit?: string,
];

export interface ProgrammeIndexFile {
  version: 1;
  categories: string[];
  halls: string[];
  items: CompactItem[];
}

/** A production as the index gives it back: enough for a programme card. */
export type IndexedProduction = Pick<
  ProgrammeItem,
  "id" | "title" | "path" | "category" | "image" | "events" | "priceFrom" | "ageLimit"
>;

function numbering(values: string[]) {
  const list = [...new Set(values)].sort((a, b) => a.localeCompare(b, "nb"));
  const byValue = new Map(list.map((v, i) => [v, i]));
  return { list, of: (value: string) => byValue.get(value) as number };
}

/** The index of coming productions, in the order given (date order). */
export function encodeProgrammeIndex(items: ProgrammeItem[]): ProgrammeIndexFile {
  const categories = numbering(items.map((i) => i.category));
  const halls = numbering(items.flatMap((i) => i.events.map((e) => e.hall)));
  return {
    version: 1,
    categories: categories.list,
    halls: halls.list,
    items: items.map((item): CompactItem => {
      const entry: [string, string, string, number, string, string, string, CompactEvent[]] = [
        item.id,
        item.title,
        item.path,
        categories.of(item.category),
        item.image.url,
        item.image.alt,
        item.image.focalPointQuery,
        item.events.map((e): CompactEvent => [e.id, Math.round(Date.parse(e.start) / 60_000), halls.of(e.hall)]),
      ];
      if (item.ageLimit) return [...entry, item.priceFrom ?? null, item.ageLimit];
      if (item.priceFrom !== undefined) return [...entry, item.priceFrom];
      return entry;
    }),
  };
}

const isString = (v: unknown): v is string => typeof v === "string";
const isIndex =
  (list: unknown[]) =>
  (v: unknown): v is number =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) < list.length;

/** The productions of a fetched index; throws on anything that is not one, so a broken file shows as an error, not as a broken page. */
export function decodeProgrammeIndex(file: unknown): IndexedProduction[] {
  const f = file as Partial<ProgrammeIndexFile> | null;
  if (!f || f.version !== 1 || !Array.isArray(f.categories) || !Array.isArray(f.halls) || !Array.isArray(f.items))
    throw new Error("programme index: not an index file");
  const { categories, halls } = f;
  if (!categories.every(isString) || !halls.every(isString))
    throw new Error("programme index: categories and halls must be text");
  const isCategory = isIndex(categories);
  const isHall = isIndex(halls);
  return f.items.map((entry, n) => {
    const [id, title, path, category, url, alt, focalPointQuery, events, priceFrom, ageLimit] = entry as unknown[];
    const ok =
      [id, title, path, url, alt, focalPointQuery].every(isString) &&
      isCategory(category) &&
      Array.isArray(events) &&
      events.every((e) => Array.isArray(e) && isString(e[0]) && Number.isFinite(e[1]) && isHall(e[2])) &&
      (priceFrom === undefined ||
        priceFrom === null ||
        (typeof priceFrom === "number" && Number.isFinite(priceFrom) && priceFrom >= 0)) &&
      (ageLimit === undefined || isString(ageLimit));
    if (!ok) throw new Error(`programme index: entry ${n} is malformed`);
    return {
      id: id as string,
      title: title as string,
      path: path as string,
      category: categories[category as number],
      image: { url: url as string, alt: alt as string, focalPointQuery: focalPointQuery as string },
      events: (events as CompactEvent[]).map(([eventId, minutes, hall]) => ({
        id: eventId,
        start: new Date(minutes * 60_000).toISOString(),
        hall: halls[hall],
      })),
      ...(typeof priceFrom === "number" ? { priceFrom } : {}),
      ...(typeof ageLimit === "string" && ageLimit ? { ageLimit } : {}),
    };
  });
}
