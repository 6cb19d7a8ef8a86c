// The sample content in content/ is written as of one day (content/SAMPLE.md says which). So that a
// newcomer's `npm start` shows a current programme on any date, it builds from a copy whose dates are
// moved forward by whole weeks: weekdays and Oslo clock times stay, the files in content/ do not
// change. A venue's own content has no SAMPLE.md, and its dates are built exactly as written.
import fs from "node:fs";
import path from "node:path";
import { datePrints, formatRecord, readRecord, updateRecord } from "../gatsby/post-build/calendar-sequence";
import { readProgrammeForCalendar } from "../gatsby/sources/read-programme";

export const SAMPLE_MARKER = "SAMPLE.md";
const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** The day content/SAMPLE.md says the sample's dates are written as of (its `dates-as-of:` line), or null. */
export function sampleDatesAsOf(contentDir: string): number | null {
  const marker = path.join(contentDir, SAMPLE_MARKER);
  if (!fs.existsSync(marker)) return null;
  const line = /^dates-as-of:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(fs.readFileSync(marker, "utf8"));
  if (!line) throw new Error(`${marker}: expected a line "dates-as-of: YYYY-MM-DD"`);
  return Date.parse(`${line[1]}T00:00:00Z`);
}

/** Whole weeks from the sample's day to `now` (never backwards). */
export function weeksBehind(datesAsOf: number, now: number): number {
  return Math.max(0, Math.floor((now - datesAsOf) / WEEK));
}

/** Oslo's offset from UTC at a moment, in minutes. */
function osloOffset(at: number): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Oslo", timeZoneName: "longOffset" }).format(new Date(at));
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO date-time `days` later on Oslo's wall clock: 19:00 on a winter Friday becomes 19:00 on a
 * summer Friday, with the summer offset. Anything that is not an ISO date-time comes back as it was.
 */
export function laterInOslo(iso: string, days: number): string {
  const m = ISO.exec(iso);
  if (!m) return iso;
  const [, y, mo, d, h, mi, seconds = ""] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d) + days, Number(h), Number(mi), Number(seconds.slice(1) || 0));
  const offset = osloOffset(wall - osloOffset(wall - 60 * 60_000) * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = new Date(wall).toISOString().slice(0, 10);
  const sign = offset < 0 ? "-" : "+";
  return `${date}T${h}:${mi}${seconds}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** The record with its date-times under `keys` (ISO with offset) `weeks` later, in Oslo time. */
function timesLater(record: Json, keys: string[], weeks: number): Json {
  const moved = { ...record };
  for (const key of keys) if (typeof moved[key] === "string") moved[key] = laterInOslo(moved[key] as string, weeks * 7);
  return moved;
}

/** A production with every event's `start` (and `end`), its ticket sale start, publishAt and unpublishAt, `weeks` later. */
export function productionLater(production: unknown, weeks: number): unknown {
  if (!isObject(production) || !Array.isArray(production.events)) return production;
  const fields = isObject(production.fields) ? timesLater(production.fields, ["ticketSaleStart"], weeks) : production.fields;
  const events = production.events.map((event: unknown) =>
    isObject(event) ? timesLater(event, ["start", "end"], weeks) : event,
  );
  return { ...timesLater(production, ["publishAt", "unpublishAt"], weeks), fields, events };
}

/** An article with its time stamps (milliseconds), publishAt and unpublishAt `weeks` later, so it keeps its age and schedule. */
export function articleLater(article: unknown, weeks: number): unknown {
  if (!isObject(article)) return article;
  const moved = timesLater(article, ["publishAt", "unpublishAt"], weeks);
  for (const key of ["createdAt", "updatedAt", "publishedAt"])
    if (typeof moved[key] === "number") moved[key] = (moved[key] as number) + weeks * WEEK;
  return moved;
}

/**
 * Where to build the content from at `now`: content/ itself, or for the sample content a copy with
 * its dates moved forward, `weeks` says how far. The copy is always in the same folder beside it
 * (content/ → .content-moved/), so the build's configuration does not change between rebuilds and
 * Gatsby keeps its cache.
 */
export function contentAsOf(contentDir: string, now: number): { dir: string; weeks: number } {
  const weeks = sampleWeeksBehind(contentDir, now);
  if (weeks === 0) return { dir: contentDir, weeks };
  // Beside the content, not in the shared /tmp under a name anyone could make first.
  const source = path.resolve(contentDir);
  const dir = path.join(path.dirname(source), `.${path.basename(source)}-moved`);
  syncMoved(contentDir, dir, weeks);
  return { dir, weeks };
}

/** How many weeks the content's sample dates are behind `now` (0 for a venue's own content). */
export function sampleWeeksBehind(contentDir: string, now: number): number {
  const asOf = sampleDatesAsOf(contentDir);
  return asOf === null ? 0 : weeksBehind(asOf, now);
}

/** A file of the sample as the moved copy has it: productions' and articles' dates `weeks` later, anything else as it is. */
function movedBytes(file: string, folder: string, weeks: number): Buffer {
  const bytes = fs.readFileSync(file);
  const later = folder === "productions" ? productionLater : folder === "articles" ? articleLater : null;
  if (!later || !file.endsWith(".json")) return bytes;
  try {
    return Buffer.from(`${JSON.stringify(later(JSON.parse(bytes.toString("utf8")), weeks), null, 2)}\n`);
  } catch {
    return bytes; // The build names a file that does not parse; it is copied as it is.
  }
}

/**
 * Makes `target` the content of `source` with its dates `weeks` later, writing only the files whose
 * moved text differs from what `target` has and deleting what `source` no longer has. A rebuild after
 * an editor's save then sees one changed file, as Gatsby's incremental build needs.
 */
export function syncMoved(source: string, target: string, weeks: number): void {
  const walk = (rel: string): string[] =>
    fs
      .readdirSync(path.join(source, rel), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(rel, e.name)) : [path.join(rel, e.name)]));
  const wanted = new Set(walk(""));
  for (const rel of wanted) {
    const bytes = movedBytes(path.join(source, rel), rel.split(path.sep)[0], weeks);
    const to = path.join(target, rel);
    if (fs.existsSync(to) && fs.readFileSync(to).equals(bytes)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, bytes);
  }
  if (!fs.existsSync(target)) return;
  const stale = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(target, rel), { withFileTypes: true })) {
      const child = path.join(rel, e.name);
      if (e.isDirectory()) stale(child);
      else if (!wanted.has(child)) fs.rmSync(path.join(target, child));
    }
  };
  stale("");
}

/**
 * What `npm start` builds from at `now`: the content as it is, or the sample moved forward, with its
 * calendar record moved too (each moved date's revision goes up once, as for any moved date). `env`
 * points the build and the stand-ins there; `remove` clears what was made for this run.
 */
export async function startContent(
  contentDir: string,
  recordFile: string,
  now: number,
): Promise<{ dir: string; weeks: number; env: Record<string, string>; remove(): void }> {
  const { dir, weeks } = contentAsOf(contentDir, now);
  if (weeks === 0) return { dir, weeks, env: { CONTENT_DIR: dir }, remove: () => undefined };
  const movedRecord = `${dir}-${path.basename(recordFile)}`;
  const record = updateRecord(readRecord(recordFile), datePrints(await readProgrammeForCalendar(dir, {})));
  fs.writeFileSync(movedRecord, formatRecord(record));
  return {
    dir,
    weeks,
    env: { CONTENT_DIR: dir, CALENDAR_SEQUENCE_PATH: movedRecord },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(movedRecord, { force: true });
    },
  };
}
