import {
  encodeProgrammeIndex,
  PROGRAMME_INDEX_PATH,
  toProgrammeItem,
  type ProgrammeIndexFile,
  type ProgrammeSource,
} from "../../src/features/programme/contract";
import type { Picture } from "../../src/pictures/picture";
import { programmePictureFiles } from "./programme-pictures";

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

/**
 * The programme index and the card pictures of its productions, in the files that hold them: each
 * file's path and JSON. `pictures`: the card pictures the listing pages carry (listedPictures).
 */
export function programmeIndexFiles(
  productions: readonly ProgrammeSource[],
  pictures: Record<string, Picture>,
): Map<string, string> {
  const index = buildProgrammeIndex(productions);
  const { buckets, version, files } = programmePictureFiles(index, pictures);
  return new Map([[PROGRAMME_INDEX_PATH, JSON.stringify({ ...index, pictures: { buckets, version } })], ...files]);
}
