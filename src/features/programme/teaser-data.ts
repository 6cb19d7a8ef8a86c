import { cardItem, type ProgrammeCardItem } from "./card-item";
import { fingerprint } from "../../pictures/fnv1a";
import { earliest } from "../../time/shown-as-of";
import type { Picture } from "../../pictures/picture";

/**
 * What the programme's teaser draws of its block (the build gives it its limit and a few to spare,
 * gatsby/resolvers/block-window.ts): the productions' card fields, their pictures in the order of
 * the cards, when its HTML goes out of date (the first date of a card it shows has started) and the
 * version of the two (pictures/fnv1a.ts). The build writes the last two into the teaser's island;
 * its part works the same out of the page's data (src/blocks/programme-teaser-part.tsx) and takes
 * it only if the version is the same.
 */
export function teaserData({
  items,
  limit,
  pictures,
}: {
  items: readonly ProgrammeCardItem[];
  limit: number;
  pictures: Readonly<Record<string, Picture>>;
}) {
  const carried = items.map(cardItem);
  // A Map, so that no address (not even "__proto__") is read from or written to an object's prototype.
  const used = new Map<string, Picture>();
  for (const { image } of carried)
    if (Object.prototype.hasOwnProperty.call(pictures, image.url) && !used.has(image.url))
      used.set(image.url, pictures[image.url]);
  return {
    items: carried,
    pictures: Object.fromEntries(used),
    staleFrom: earliest(carried.slice(0, limit).flatMap((item) => (item.events[0] ? [item.events[0].start] : []))),
    version: fingerprint([carried, [...used]]),
  };
}
