import type { ProgrammeItem } from "./programme-item";
import { isAccessFeature, type AccessFeature } from "../../access-features/access-features";
import { isPicturesVersion } from "./programme-pictures";

/**
 * The compact programme index (public/programme-index.json): every coming production with what a
 * programme card shows and the filters need (category, each date's start and access features), and
 * nothing else, written by the build and fetched by the programme page the first time a visitor
 * filters. Categories, halls and access features are listed once and named by number (access
 * features as bits of a mask); a date is minutes since 1970 (UTC). Trailing fields at their
 * default are left out.
 */
export const PROGRAMME_INDEX_PATH = "/programme-index.json";

const EVENT_STATUS = [undefined, "cancelled", "soldOut"] as const;

/** 0 for an ordinary date, and for a status the index does not know (GraphQL gives null for none). */
const statusCode = (status: string | null | undefined) =>
  Math.max(0, EVENT_STATUS.indexOf(status as (typeof EVENT_STATUS)[number]));

type CompactEvent = [id: string, startMinutes: number, hall: number, access?: number, status?: number];
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
  access?: number,
  ediNumber?: string,
];

export interface ProgrammeIndexFile {
  version: 2;
  categories: string[];
  halls: string[];
  /** Access feature keys; bit i of a mask is access[i]. */
  access: string[];
  items: CompactItem[];
  /** Where the items' card pictures are published (programme-pictures.ts): how many files, in which version's folder. */
  pictures?: { buckets: number; version: string };
}

/** A production as the index gives it back: enough for a programme card and the filters. */
export type IndexedProduction = Pick<
  ProgrammeItem,
  "id" | "title" | "path" | "category" | "image" | "events" | "priceFrom" | "ageLimit" | "accessibility" | "ediNumber"
>;

function numbering(values: string[]) {
  const list = [...new Set(values)].sort((a, b) => a.localeCompare(b, "nb"));
  const byValue = new Map(list.map((v, i) => [v, i]));
  return { list, of: (value: string) => byValue.get(value) as number };
}

/** The array without its trailing entries that equal their defaults. */
function trimDefaults<T extends unknown[]>(entry: T, fixed: number, defaults: unknown[]): T {
  let end = entry.length;
  while (end > fixed && entry[end - 1] === defaults[end - 1 - fixed]) end -= 1;
  return entry.slice(0, end) as T;
}

/** The index of coming productions, in the order given (date order). */
export function encodeProgrammeIndex(items: ProgrammeItem[]): ProgrammeIndexFile {
  const categories = numbering(items.map((i) => i.category));
  const halls = numbering(items.flatMap((i) => i.events.map((e) => e.hall)));
  const access = numbering(items.flatMap((i) => [...(i.accessibility ?? []), ...i.events.flatMap((e) => e.accessibility ?? [])]));
  const mask = (features: readonly string[] | null | undefined) =>
    (features ?? []).reduce((bits, f) => bits | (1 << access.of(f)), 0);
  return {
    version: 2,
    categories: categories.list,
    halls: halls.list,
    access: access.list,
    items: items.map((item): CompactItem =>
      trimDefaults<CompactItem>(
        [
          item.id,
          item.title,
          item.path,
          categories.of(item.category),
          item.image.url,
          item.image.alt,
          item.image.focalPointQuery,
          item.events.map((e): CompactEvent =>
            trimDefaults<CompactEvent>(
              [e.id, Math.round(Date.parse(e.start) / 60_000), halls.of(e.hall), mask(e.accessibility), statusCode(e.status)],
              3,
              [0, 0],
            ),
          ),
          item.priceFrom ?? null,
          item.ageLimit ?? "",
          mask(item.accessibility),
          item.ediNumber ?? "",
        ],
        8,
        [null, "", 0, ""],
      ),
    ),
  };
}

const isString = (v: unknown): v is string => typeof v === "string";
const isIndex =
  (list: unknown[]) =>
  (v: unknown): v is number =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) < list.length;
const isMask = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 0);

/** Where the index's card pictures are (ProgrammeIndexFile.pictures), or null for an index that names none it can read. */
export function picturesOf(file: unknown): { buckets: number; version: string } | null {
  const pictures = (file as Partial<ProgrammeIndexFile> | null)?.pictures;
  return pictures && Number.isInteger(pictures.buckets) && pictures.buckets > 0 && isPicturesVersion(pictures.version)
    ? { buckets: pictures.buckets, version: pictures.version }
    : null;
}

/** The productions of a fetched index; throws on anything that is not one, so a broken file shows as an error, not as a broken page. */
export function decodeProgrammeIndex(file: unknown): IndexedProduction[] {
  const f = file as Partial<ProgrammeIndexFile> | null;
  if (
    !f ||
    f.version !== 2 ||
    !Array.isArray(f.categories) ||
    !Array.isArray(f.halls) ||
    !Array.isArray(f.access) ||
    !Array.isArray(f.items)
  )
    throw new Error("programme index: not an index file");
  const { categories, halls, access } = f;
  if (!categories.every(isString) || !halls.every(isString) || !access.every(isString))
    throw new Error("programme index: categories, halls and access features must be text");
  const isCategory = isIndex(categories);
  const isHall = isIndex(halls);
  // A feature this page does not know (a newer build's vocabulary) is left out, not guessed at.
  const features = (bits: number | undefined): AccessFeature[] =>
    access.filter((key, i): key is AccessFeature => Boolean((bits ?? 0) & (1 << i)) && isAccessFeature(key));
  return f.items.map((entry, n) => {
    const [id, title, path, category, url, alt, focalPointQuery, events, priceFrom, ageLimit, itemAccess, ediNumber] =
      entry as unknown[];
    const ok =
      [id, title, path, url, alt, focalPointQuery].every(isString) &&
      isCategory(category) &&
      Array.isArray(events) &&
      events.every(
        (e) =>
          Array.isArray(e) &&
          isString(e[0]) &&
          Number.isFinite(e[1]) &&
          isHall(e[2]) &&
          isMask(e[3]) &&
          (e[4] === undefined || isIndex([...EVENT_STATUS])(e[4])),
      ) &&
      (priceFrom === undefined ||
        priceFrom === null ||
        (typeof priceFrom === "number" && Number.isFinite(priceFrom) && priceFrom >= 0)) &&
      (ageLimit === undefined || isString(ageLimit)) &&
      isMask(itemAccess) &&
      (ediNumber === undefined || isString(ediNumber));
    if (!ok) throw new Error(`programme index: entry ${n} is malformed`);
    const productionAccess = features(itemAccess as number | undefined);
    return {
      id: id as string,
      title: title as string,
      path: path as string,
      category: categories[category as number],
      image: { url: url as string, alt: alt as string, focalPointQuery: focalPointQuery as string },
      events: (events as CompactEvent[]).map(([eventId, minutes, hall, eventAccess, status]) => {
        const own = features(eventAccess);
        const state = EVENT_STATUS[status ?? 0];
        return {
          id: eventId,
          start: new Date(minutes * 60_000).toISOString(),
          hall: halls[hall],
          ...(own.length ? { accessibility: own } : {}),
          ...(state ? { status: state } : {}),
        };
      }),
      ...(typeof priceFrom === "number" ? { priceFrom } : {}),
      ...(typeof ageLimit === "string" && ageLimit ? { ageLimit } : {}),
      ...(productionAccess.length ? { accessibility: productionAccess } : {}),
      ...(typeof ediNumber === "string" && ediNumber ? { ediNumber } : {}),
    };
  });
}
