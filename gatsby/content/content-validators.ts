import { BLOCK_NAMES } from "../../src/blocks/names";
import { anyObject, bool, list, num, obj, oneOf, optional, str, type Check } from "./validate";
import { blockDataRules } from "./block-rules";

const path = str({ pattern: /^\/[a-z0-9\-/.]*$/, patternText: 'a site path starting with "/" (lower-case a-z, 0-9, "-", "/")' });
const url = str({ pattern: /^(\/|https?:\/\/)\S+$/, patternText: 'a URL starting with "/" or "https://"' });
const slug = str({ pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, patternText: "a slug of lower-case a-z, 0-9 and single hyphens" });
const locale = oneOf(["nb"] as const);
const image = obj({ url, alt: str({ allowEmpty: true }) });

const span = num({ integer: true, min: 1, max: 12 });

export const siteSchema = obj({
  id: slug,
  name: str(),
  description: str(),
  host: str(),
  aliases: list(str()),
  partners: list(num({ integer: true, min: 1 }), { min: 1 }),
  partnerId: num({ integer: true, min: 1 }),
  locale,
  published: bool,
  stage: oneOf(["production"] as const),
  searchEnabled: bool,
  languageSwitching: bool,
  venue: obj({
    name: str(),
    streetAddress: str(),
    postalCode: str({ pattern: /^\d{4}$/, patternText: "a Norwegian postal code of four digits" }),
    addressLocality: str(),
    addressRegion: str(),
    addressCountry: str({ pattern: /^[A-Z]{2}$/, patternText: 'a two-letter country code like "NO"' }),
  }),
  theme: obj({
    logo: image,
    favicon: url,
    menu: list(
      obj({
        path: optional(str({ pattern: /^(\/|https?:\/\/)\S*$/, patternText: 'a site path or an https:// URL' })),
        external: optional(oneOf(["giftCard", "ticketShop"] as const)),
        label: str(),
        place: oneOf(["header", "footer"] as const),
        order: num({ integer: true }),
        locale,
      }),
      { min: 1 },
    ),
    footerSections: list(obj({ title: str(), lines: list(str(), { min: 1 }) })),
    social: list(obj({ label: str(), url: str({ pattern: /^https:\/\/\S+$/, patternText: "an https:// URL" }), network: oneOf(["facebook", "instagram"] as const) })),
  }),
});

const pageBlock = obj({
  component: oneOf(BLOCK_NAMES),
  hide: bool,
  id: str(),
  place: obj({ row: num({ integer: true, min: 1 }), column: num({ integer: true, min: 1 }), order: num({ integer: true }) }),
  dataIds: list(str()),
  data: optional(anyObject),
});

export const pageSchema = obj({
  id: str(),
  title: str(),
  path,
  pageType: oneOf(["ordinary", "standard"] as const),
  layout: oneOf(["default", "screen"] as const),
  template: obj({ rows: list(obj({ columns: list(obj({ span: obj({ xs: span, md: span, lg: span }) }), { min: 1 }) }), { min: 1 }) }),
  sources: list(
    obj({
      name: str(),
      model: oneOf(["production", "event", "article"] as const),
      filter: optional(obj({ property: str(), value: str(), operator: oneOf(["eq", "ne"] as const) })),
      collection: bool,
    }),
  ),
  blocks: list(pageBlock),
  meta: obj({ nb: obj({ title: str(), description: str(), keywords: list(str(), { min: 1 }), image: url }) }),
});

export const articleSchema = obj({
  id: str(),
  title: str(),
  slug,
  content: str(),
  summary: str(),
  image,
  thumbnail: image,
  author: str(),
  category: oneOf(["article"] as const),
  node_locale: locale,
  order: num({ integer: true }),
  createdAt: num({ integer: true, min: 0 }),
  updatedAt: num({ integer: true, min: 0 }),
});

const isoDate = str({
  pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/,
  patternText: 'a date and time with offset, like "2026-12-05T19:00:00+01:00"',
});

const eventShape = { id: str(), start: isoDate, hall: str() };

export const productionSchema = obj({
  id: str(),
  title: str(),
  objectClass: oneOf(["culture", "movie"] as const),
  pageReference: slug,
  fields: obj({
    category: str(),
    organizer: optional(str()),
    duration: optional(num({ integer: true, min: 1 })),
    ageLimit: optional(str()),
    ediNumber: optional(str()),
    priceFrom: optional(num({ min: 0 })),
    /** "Norsk tale", "Engelsk tale, norske tekster". */
    language: optional(str()),
    /** What makes it accessible: "Teleslynge", "Rullestolplasser" ... */
    accessibility: optional(list(str())),
  }),
  contents: list(obj({ summary: str(), body: optional(str()) }), { min: 1 }),
  features: list(str()),
  assets: list(
    obj({
      type: oneOf(["first_image"] as const),
      url,
      alt: str({ allowEmpty: true }),
      focalPointQuery: str({ pattern: /^fp-x=(0(\.\d+)?|1(\.0+)?)&fp-y=(0(\.\d+)?|1(\.0+)?)$/, patternText: 'a focal point like "fp-x=0.5&fp-y=0.3" (numbers from 0 to 1)' }),
    }),
    { min: 1 },
  ),
  events: list(obj(eventShape)),
});

/** A dated performance as the content data API lists it (GET sites/{siteId}/events): it names its production. */
export const apiEventSchema = obj({ ...eventShape, production: obj({ id: optional(str()), pageReference: slug }) });

export const redirectsSchema = list(obj({ fromPath: path, toPath: str({ pattern: /^(\/|https?:\/\/)\S*$/, patternText: 'a site path or an https:// URL' }) }));

export { blockDataRules };
export type { Check };
