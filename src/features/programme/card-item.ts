import type { ProgrammeItem } from "./programme-item";

/** What a card shows of a production: the listing pages and the programme index both carry this much. */
const CARD_FIELDS = [
  "id",
  "title",
  "path",
  "category",
  "image",
  "events",
  "priceFrom",
  "ageLimit",
  "accessibility",
  "ediNumber",
] as const satisfies readonly (keyof ProgrammeItem)[];
export type ProgrammeCardItem = Pick<ProgrammeItem, (typeof CARD_FIELDS)[number]>;

/** A production's card fields and nothing more (what the programme's teaser draws, and versions: teaser-data.ts). */
export const cardItem = (item: ProgrammeCardItem): ProgrammeCardItem =>
  Object.fromEntries(CARD_FIELDS.flatMap((key) => (item[key] === undefined ? [] : [[key, item[key]]]))) as ProgrammeCardItem;
