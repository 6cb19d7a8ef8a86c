import sanitizeHtml from "sanitize-html";

/**
 * Content comes from editors' files and from two network APIs: it is input. These are the rules
 * for the values that reach a file name, a header, a calendar line or a link: a small alphabet
 * each, checked before anything is made of them.
 */

/** An id that may become part of a file name, a calendar UID or a URL: letters, digits, "-" and "_", not starting with either. */
export const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
export const SAFE_ID_TEXT =
  'an id of letters (A-Z, a-z), digits, "-" and "_" (no "/", ".", spaces or line breaks), at most 128 characters';

const SEGMENT = "[a-z0-9][a-z0-9._-]*";
/** A page's address on this site: "/" or lower-case segments between single slashes; no "." or ".." segment, no "//". */
export const SITE_PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);
export const SITE_PATH_TEXT =
  'a site path like "/kulturprogram": lower-case a-z, 0-9, "-", "_" and "." between single "/", no "." or ".." part';

const FILE_SEGMENT = "[A-Za-z0-9_][A-Za-z0-9._-]*";
const STATIC_FILE = new RegExp(`^(?:/${FILE_SEGMENT})+$`);

// A query or fragment: the characters RFC 3986 allows there, percent escapes included; never a space, quote, "<", ">" or "\".
const QUERY = "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@/?%]*)?";
const FRAGMENT = "(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@/?%]*)?";
const SITE_LINK = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?${QUERY}${FRAGMENT}$`);

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = `${LABEL}(?:\\.${LABEL})*`;
export const HOSTNAME = new RegExp(`^${HOST}$`);
export const HOSTNAME_TEXT = 'a host name like "www.rissakulturhus.no" (lower-case a-z, 0-9, "-" and ".")';
const HTTPS_URL = new RegExp(
  `^https://(${HOST})(?::([1-9][0-9]{0,4}))?(?:/[A-Za-z0-9\\-._~!$&'()*+,;=:@/%]*)?${QUERY}${FRAGMENT}$`,
);

/** https://host[:port] and a path: the only absolute URLs content may hold. Its origin is safe to put in a header. */
export function isPlainHttpsUrl(value: string): boolean {
  const match = HTTPS_URL.exec(value);
  return Boolean(match) && (match![2] === undefined || Number(match![2]) <= 65535);
}
export const HTTPS_URL_TEXT =
  "an https:// URL with a plain host (https://host or https://host:port, no spaces, quotes or wildcards)";

export const isSitePath = (value: string) => SITE_PATH.test(value);
/** A site path that may end in ?query and #fragment: where a menu item, a card or a redirect leads. */
export const isSiteLink = (value: string) => SITE_LINK.test(value);

export const LINK_TEXT = `a site path ("/kulturprogram", may end in ?query or #fragment; no "//", "\\", "." or ".." parts) or ${HTTPS_URL_TEXT}`;
export const isLink = (value: string) => isSiteLink(value) || isPlainHttpsUrl(value);

export const IMAGE_URL_TEXT = `an image on this site ("/images/name.jpg") or ${HTTPS_URL_TEXT}`;
export const isImageUrl = (value: string) => STATIC_FILE.test(value.replace(/\?[^#]*$/, "")) || isPlainHttpsUrl(value);

/** "https://host[:port]" of a plain https URL (lower-case), or null for anything else. */
export function plainHttpsOrigin(value: string): string | null {
  return isPlainHttpsUrl(value) ? new URL(value).origin : null;
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:Z|[+-](\d{2}):(\d{2}))$/;
export const DATE_TIME_TEXT =
  'a real date and time with offset, like "2026-12-05T19:00:00+01:00" (month 01-12, a day the month has, hour 00-23, minute and second 00-59)';

/** A date and time that exists: no 31 February, no 25 o'clock, an offset of at most 14 hours. */
export function isRealDateTime(value: string): boolean {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours * 60 + offsetMinutes <= 14 * 60 &&
    offsetMinutes <= 59
  );
}

/** A URL attribute as a browser reads it: tabs and line breaks inside are dropped, spaces and control characters at the ends trimmed. */
const asBrowserReadsIt = (value: string) => {
  const chars = value.replace(/[\t\n\r]/g, "").split("");
  const isSpaceOrControl = (ch: string) => ch <= " ";
  while (chars.length && isSpaceOrControl(chars[0])) chars.shift();
  while (chars.length && isSpaceOrControl(chars[chars.length - 1])) chars.pop();
  return chars.join("");
};

/** "//host/x" and "\\host/x" (any mix of the two slashes) lead off the site to another host. */
export const isProtocolRelative = (value: string) => /^[/\\]{2}/.test(asBrowserReadsIt(value));

const URL_ATTRIBUTES = ["href", "src", "srcset", "action", "formaction", "poster", "cite", "background", "xlink:href"];

export interface HtmlUrl {
  tag: string;
  attribute: string;
  value: string;
}

/** Every URL an HTML fragment's tags hold, as written (entities decoded), srcset candidates one by one. */
export function urlsInHtml(html: string): HtmlUrl[] {
  const found: HtmlUrl[] = [];
  // The sanitizer's parser, as the one that cleans the HTML reads it; what it gives back is not used.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      "*": (tag, attribs) => {
        for (const attribute of URL_ATTRIBUTES) {
          const value = attribs[attribute];
          if (value === undefined) continue;
          const values = attribute === "srcset" ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]) : [value];
          for (const v of values) found.push({ tag, attribute, value: v });
        }
        return { tagName: tag, attribs };
      },
    },
  });
  return found;
}

/** The images an HTML fragment shows (img src and srcset). */
export const imageUrlsInHtml = (html: string) =>
  urlsInHtml(html)
    .filter((u) => u.tag === "img" && (u.attribute === "src" || u.attribute === "srcset"))
    .map((u) => u.value);

/** What is wrong with the links and images in one HTML field, one entry per bad URL. */
export function htmlUrlProblems(html: string): { expected: string; got: string }[] {
  return urlsInHtml(html).flatMap(({ tag, attribute, value }) => {
    const got = `<${tag} ${attribute}="${value.length > 60 ? `${value.slice(0, 57)}...` : value}">`;
    if (isProtocolRelative(value))
      return [
        {
          expected: 'links and images that are not protocol-relative: "/" and a path for this site, or https://',
          got: JSON.stringify(got),
        },
      ];
    if (tag === "img" && (attribute === "src" || attribute === "srcset") && !isImageUrl(asBrowserReadsIt(value)))
      return [{ expected: `<img> sources that are ${IMAGE_URL_TEXT}`, got: JSON.stringify(got) }];
    return [];
  });
}
