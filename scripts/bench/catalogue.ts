// A large programme for the bench: content/ copied to a scratch folder with its productions multiplied
// to a given count (new ids, page references, event ids and dates, every date still to come). The build
// reads it through CONTENT_DIR; content/ itself is never touched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type Json = Record<string, unknown>;
type ProductionFile = Json & {
  id: string;
  title: string;
  pageReference: string;
  events: { id: string; start: string; hall: string }[];
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Evening start times, in UTC (18:00, 19:00, 19:30 and 20:00 in Norwegian winter time). */
const STARTS_UTC = [17 * HOUR, 18 * HOUR, 18.5 * HOUR, 19 * HOUR];

function readProductions(dir: string): ProductionFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as ProductionFile);
}

/**
 * Production `n` of the generated programme: template `n % templates` with a numbered title, page
 * reference and ids, its dates moved to come after `now`. About four productions open per day, so
 * 2,000 productions fill some 16 months; a production's further dates follow a week apart.
 */
export function generatedProduction(template: ProductionFile, n: number, now: number): ProductionFile {
  const firstDay = Math.floor(now / DAY) * DAY + DAY * (1 + Math.floor(n / 4));
  const first = firstDay + STARTS_UTC[n % STARTS_UTC.length];
  const base = template.pageReference.replace(/-\d{4}$/, "");
  return {
    ...template,
    id: `bench-${n}`,
    title: `${template.title} ${n + 1}`,
    pageReference: `${base}-${n + 1}`,
    events: template.events.map((event, k) => ({
      ...event,
      id: `bench-ev-${n}-${k}`,
      start: new Date(first + k * 7 * DAY).toISOString().replace(/\.\d{3}Z$/, "Z"),
    })),
  };
}

/**
 * Writes the catalogue to a new folder under the system's temporary folder and answers its path:
 * everything of `sourceDir` but its productions, and `count` generated productions.
 */
export function writeCatalogue(sourceDir: string, count: number, now = Date.now()): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `bench-content-${count}-`));
  fs.cpSync(sourceDir, target, { recursive: true, filter: (src) => !src.startsWith(path.join(sourceDir, "productions")) });
  const templates = readProductions(path.join(sourceDir, "productions"));
  if (templates.length === 0) throw new Error(`${sourceDir}/productions has no productions to copy`);
  fs.mkdirSync(path.join(target, "productions"));
  for (let n = 0; n < count; n += 1) {
    const production = generatedProduction(templates[n % templates.length], n, now);
    fs.writeFileSync(
      path.join(target, "productions", `${String(n).padStart(5, "0")}-${production.pageReference}.json`),
      `${JSON.stringify(production, null, 2)}\n`,
    );
  }
  return target;
}

/** One editor's edit: a production's summary gets a sentence more. Answers the file changed. */
export function editOneProduction(contentDir: string): string {
  const dir = path.join(contentDir, "productions");
  const file = path.join(
    dir,
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()[0],
  );
  const production = JSON.parse(fs.readFileSync(file, "utf8")) as ProductionFile & { contents: { summary: string }[] };
  production.contents[0].summary += " Nye billetter er lagt ut.";
  fs.writeFileSync(file, `${JSON.stringify(production, null, 2)}\n`);
  return file;
}
