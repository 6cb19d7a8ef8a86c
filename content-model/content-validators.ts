import { BLOCK_NAMES } from "./block-names";
import { anyObject, bool, list, num, obj, oneOf, optional, str, type Check } from "./validate";
import { blockDataRules } from "./block-rules";
import {
  DATE_TIME_TEXT,
  HOSTNAME,
  HOSTNAME_TEXT,
  HTTPS_URL_TEXT,
  isPlainHttpsUrl,
  isRealDateTime,
  SAFE_ID,
  SAFE_ID_TEXT,
  SITE_PATH,
  SITE_PATH_TEXT,
} from "./safe-values";
import { imageUrl, link } from "./links";
import { ACCESS_KEYS } from "./access-features";

/**
 * The content model, written once: the build checks every file and API record against these
 * validators, content-types.ts derives the TypeScript types from them, and a test holds the
 * GraphQL types (create-schema-customization.ts) to the same fields.
 */

const path = str({ pattern: SITE_PATH, patternText: SITE_PATH_TEXT });
/** Ids may end up in file names (calendar files), calendar lines and URLs. */
const id = str({ pattern: SAFE_ID, patternText: SAFE_ID_TEXT });
const hostname = str({ pattern: HOSTNAME, patternText: HOSTNAME_TEXT });
const url = imageUrl;
const slug = str({ pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, patternText: "a slug of lower-case a-z, 0-9 and single hyphens" });
export const locale = oneOf(["nb"] as const);

/** `url`: site-relative ("/images/x.svg") or absolute. `alt`: in Norwegian; "" only for decorative images. */
export const imageAsset = obj({ url, alt: str({ allowEmpty: true }) });

export const menuItem = obj({
  /** Internal path ("/kulturprogram") or absolute URL. Omit when `external` is given. */
  path: optional(link),
  /** A link whose URL comes from configuration (GATSBY_GIFT_CARD_URL, GATSBY_TICKET_SHOP_URL). */
  external: optional(oneOf(["giftCard", "ticketShop"] as const)),
  label: str(),
  place: oneOf(["header", "footer"] as const),
  order: num({ integer: true }),
  locale,
});

/** `lines`: address or contact lines, shown one per line. */
export const footerSection = obj({ title: str(), lines: list(str(), { min: 1 }) });

export const socialLink = obj({
  label: str(),
  url: str({ valid: isPlainHttpsUrl, patternText: HTTPS_URL_TEXT }),
  network: oneOf(["facebook", "instagram"] as const),
});

/** The building's postal address, for event data search engines read. */
export const venue = obj({
  name: str(),
  streetAddress: str(),
  postalCode: str({ pattern: /^\d{4}$/, patternText: "a Norwegian postal code of four digits" }),
  addressLocality: str(),
  addressRegion: str(),
  addressCountry: str({ pattern: /^[A-Z]{2}$/, patternText: 'a two-letter country code like "NO"' }),
});

export const siteSchema = obj({
  id: slug,
  name: str(),
  description: str({ running: true }),
  host: hostname,
  aliases: list(hostname),
  partners: list(num({ integer: true, min: 1 }), { min: 1 }),
  partnerId: num({ integer: true, min: 1 }),
  locale,
  published: bool,
  stage: oneOf(["production"] as const),
  searchEnabled: bool,
  languageSwitching: bool,
  venue,
  theme: obj({
    logo: imageAsset,
    favicon: url,
    menu: list(menuItem, { min: 1 }),
    footerSections: list(footerSection),
    social: list(socialLink),
  }),
});

const span = num({ integer: true, min: 1, max: 12 });
export const spans = obj({ xs: span, md: span, lg: span });
export const templateRow = obj({ columns: list(obj({ span: spans }), { min: 1 }) });

export const pageSource = obj({
  /** Referred to by blocks in `dataIds`. */
  name: str(),
  model: oneOf(["production", "event", "article"] as const),
  filter: optional(obj({ property: str(), value: str(), operator: oneOf(["eq", "ne"] as const) })),
  collection: bool,
});

/** `row` and `column` are 1-based places in the page's template. */
export const blockPlace = obj({
  row: num({ integer: true, min: 1 }),
  column: num({ integer: true, min: 1 }),
  order: num({ integer: true }),
});

export const pageBlock = obj({
  component: oneOf(BLOCK_NAMES),
  hide: bool,
  id,
  place: blockPlace,
  /** Names of the page's sources this block shows. */
  dataIds: list(str()),
  /** Block-specific settings, checked by the block's rules (block-rules.ts). */
  data: optional(anyObject),
});

export const pageMeta = obj({ title: str(), description: str({ running: true }), keywords: list(str(), { min: 1 }), image: url });

export const pageSchema = obj({
  id,
  title: str(),
  path,
  pageType: oneOf(["ordinary", "standard"] as const),
  /** "default": header and footer. "screen": full-screen lobby display, no chrome. */
  layout: oneOf(["default", "screen"] as const),
  /** true: search engines are asked to leave the page out (meta robots, robots.txt, sitemap). Lobby screens always are. */
  noindex: optional(bool),
  template: obj({ rows: list(templateRow, { min: 1 }) }),
  sources: list(pageSource),
  blocks: list(pageBlock),
  meta: obj({ nb: pageMeta }),
});

export const articleSchema = obj({
  id,
  title: str(),
  slug,
  /** HTML; sanitized at build time. */
  content: str({ running: true }),
  /** One or two sentences for lists, search and the meta description. */
  summary: str({ running: true }),
  image: imageAsset,
  thumbnail: imageAsset,
  author: str(),
  category: oneOf(["article"] as const),
  node_locale: locale,
  order: num({ integer: true }),
  /** Epoch milliseconds. */
  createdAt: num({ integer: true, min: 0 }),
  updatedAt: num({ integer: true, min: 0 }),
});

const isoDate = str({ valid: isRealDateTime, patternText: DATE_TIME_TEXT });

/** One of the access features in access-features.ts: "teleslynge", "rullestolplass", "tekstet", ... */
const accessFeature = oneOf(ACCESS_KEYS);

const eventShape = {
  /** Stable id, used by the ticket shop, the cinema API's events/<partner>?keys= and the calendar file's name; unique in the programme. */
  id,
  /** ISO 8601 with offset, "2026-12-05T19:00:00+01:00". */
  start: isoDate,
  hall: str(),
  /**
   * Leave out for an ordinary date. "cancelled": shown as cancelled, kept in the calendar feeds as
   * cancelled, no tickets. "soldOut": shown as sold out, as far as the build knows.
   */
  status: optional(oneOf(["cancelled", "soldOut"] as const)),
  /** Access features of this date only, on top of the production's (e.g. one captioned showing). */
  accessibility: optional(list(accessFeature)),
};
export const productionEvent = obj(eventShape);

export const productionAsset = obj({
  type: oneOf(["first_image"] as const),
  url,
  alt: str({ allowEmpty: true }),
  /** "fp-x=0.5&fp-y=0.3": the point of interest, 0..1 from the left and top. */
  focalPointQuery: str({
    pattern: /^fp-x=(0(\.\d+)?|1(\.0+)?)&fp-y=(0(\.\d+)?|1(\.0+)?)$/,
    patternText: 'a focal point like "fp-x=0.5&fp-y=0.3" (numbers from 0 to 1)',
  }),
});

export const productionSchema = obj({
  id,
  title: str(),
  objectClass: oneOf(["culture", "movie"] as const),
  /** Path segment of the event page: /{pageReference}. */
  pageReference: slug,
  fields: obj({
    category: str(),
    organizer: optional(str()),
    /** Minutes. */
    duration: optional(num({ integer: true, min: 1 })),
    ageLimit: optional(str()),
    /** Films only: the EDI number the cinema API knows the film by. */
    ediNumber: optional(str()),
    priceFrom: optional(num({ min: 0 })),
    /** "Norsk tale", "Engelsk tale, norske tekster". */
    language: optional(str()),
    /** The spoken language as a language code ("nb", "en", "sv"), for search engines (inLanguage). */
    languageCode: optional(str({ pattern: /^[a-z]{2,3}(-[A-Z]{2})?$/, patternText: 'a language code like "nb" or "en"' })),
    /** Access features every date has, from access-features.ts: "teleslynge", "rullestolplass", ... */
    accessibility: optional(list(accessFeature)),
  }),
  contents: list(obj({ summary: str({ running: true }), body: optional(str({ running: true })) }), { min: 1 }),
  features: list(str()),
  assets: list(productionAsset, { min: 1 }),
  events: list(productionEvent),
});

/** A dated performance as the content data API lists it (GET sites/{siteId}/events): it names its production. */
export const apiEventSchema = obj({
  ...eventShape,
  // The date is joined to its production by pageReference; the id is not read, and the production's
  // own record is where its rules are checked (one problem, named once).
  production: obj({ id: optional(str({ running: true })), pageReference: slug }),
});

export const redirect = obj({ fromPath: path, toPath: link });
export const redirectsSchema = list(redirect);

export { blockDataRules };
export type { Check };
