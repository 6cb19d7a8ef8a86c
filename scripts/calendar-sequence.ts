// `npm run calendar-sequence`: brings calendar-sequence.json up to date with the programme (content/
// or the content data API, when configured): each date whose calendar entry changed gets its
// SEQUENCE raised by one, new dates start at 0. Commit the file with the content change.
// Why the file exists: gatsby/post-build/calendar-sequence.ts.
import fs from "fs";
import path from "path";
import "../gatsby/env/load-env";
import { contentDir } from "../gatsby/env/content-dir";
import {
  CALENDAR_SEQUENCE_FILE,
  datePrints,
  formatRecord,
  readRecord,
  updateRecord,
} from "../gatsby/post-build/calendar-sequence";
import { readProgrammeForCalendar } from "../gatsby/sources/read-programme";

async function main() {
  // CALENDAR_SEQUENCE_PATH: the build reads the record there too (gatsby/on-post-build.ts).
  const file = process.env.CALENDAR_SEQUENCE_PATH || path.join(__dirname, "..", CALENDAR_SEQUENCE_FILE);
  const productions = await readProgrammeForCalendar(contentDir, process.env);
  const before = readRecord(file);
  const after = updateRecord(before, datePrints(productions));
  const changed = Object.keys(after).filter(
    (id) => before[id]?.sequence !== after[id].sequence || before[id]?.fingerprint !== after[id].fingerprint,
  );
  fs.writeFileSync(file, formatRecord(after));
  console.log(
    changed.length
      ? `${CALENDAR_SEQUENCE_FILE}: ${changed.length} datoer oppdatert (${changed.join(", ")})`
      : `${CALENDAR_SEQUENCE_FILE} er allerede à jour.`,
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
