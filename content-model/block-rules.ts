import type { BlockName } from "./block-names";
import { bool, list, num, obj, optional, str, type Check } from "./validate";
import { imageUrl, link as linkTarget } from "./links";

const focalPointQuery = str({
  pattern: /^fp-x=(0(\.\d+)?|1(\.0+)?)&fp-y=(0(\.\d+)?|1(\.0+)?)$/,
  patternText: 'a focal point like "fp-x=0.5&fp-y=0.3" (numbers from 0 to 1)',
});
const image = obj({ url: imageUrl, alt: str({ allowEmpty: true }), focalPointQuery: optional(focalPointQuery) });
const link = obj({ path: linkTarget, label: str() });
const heading = optional(str());
/** Running text: may hold tabs and line breaks (a title, a label or a heading may not). */
const running = str({ running: true });

/**
 * What each block needs in `data`, and whether it needs page sources in `dataIds`.
 * The build checks every block against these rules before any page is made.
 */
export const blockDataRules: Record<BlockName, { data: Check<unknown>; needsSource?: "production" | "article" }> = {
  Hero: { data: obj({ heading: str(), text: optional(running), image }) },
  RichText: { data: obj({ html: running }) },
  CardList: {
    data: obj({ heading, cards: list(obj({ title: str(), text: running, link, image: optional(image) }), { min: 1 }) }),
  },
  QuickLinks: { data: obj({ heading, links: list(obj({ label: str(), path: linkTarget }), { min: 1 }) }) },
  /** A hall's access facts, on the hall's own page. */
  HallAccess: {
    data: obj({
      heading,
      seats: num({ integer: true, min: 0 }),
      wheelchairSpaces: num({ integer: true, min: 0 }),
      hearingLoop: bool,
      stepFreeEntrance: bool,
      /** Anything else a visitor should know: where the lift is, which entrance. */
      note: optional(running),
    }),
  },
  FactList: { data: obj({ heading: str(), facts: list(obj({ label: str(), value: str() }), { min: 1 }) }) },
  CultureProgram: { data: obj({ heading: str(), limit: optional(num({ integer: true, min: 1 })) }), needsSource: "production" },
  Slideshow: {
    data: obj({
      heading,
      offset: optional(num({ integer: true, min: 0 })),
      slides: optional(list(obj({ title: str(), text: running, image, link: optional(link) }), { min: 1 })),
    }),
  },
  ScreenProgram: { data: obj({ heading: str() }), needsSource: "production" },
  ScreenSlideshow: { data: obj({ heading }), needsSource: "production" },
  Newsletter: { data: obj({ heading: str(), text: running }) },
  Search: { data: obj({ heading: str() }) },
  ArticleList: { data: obj({ heading: str() }), needsSource: "article" },
};
