import {
  encodeProgrammeIndex,
  toProgrammeItem,
  type ProgrammeIndexFile,
  type ProgrammeSource,
} from "../../src/features/programme/contract";

/**
 * The programme index (src/features/programme/programme-index.ts) of every production with a date
 * still to come, in the order of its next date; past productions are left out. `events` must
 * already be the coming ones.
 */
export function buildProgrammeIndex(productions: readonly ProgrammeSource[]): ProgrammeIndexFile {
  const items = productions
    .map(toProgrammeItem)
    .filter((item) => item.events.length > 0)
    .sort((a, b) => Date.parse(a.events[0].start) - Date.parse(b.events[0].start));
  return encodeProgrammeIndex(items);
}
