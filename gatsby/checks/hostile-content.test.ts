/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { createContentApis } from "../../dev/content-api/server";
import { checkContent } from "./check-content";

/**
 * Hostile content, one broken or malicious item per case, each in __fixtures__/hostile/<case>/:
 * files laid over a copy of the shipped content/ (a redirects.json there replaces the shipped one).
 * Every case goes through checkContent, the entry `npm run check-content` and the build's checks
 * share, twice: read from files, and served by the content API stand-in (content from the
 * network is input too). Each must be refused with exactly one problem naming the file (or API
 * item) and the field; a redirect loop, two entries each pointing at the other, with one for each.
 *
 * The variant table, by class (issue 11):
 *
 * | class                          | inputs tried (case folder)                                                        | handled by                                   |
 * |--------------------------------|-----------------------------------------------------------------------------------|----------------------------------------------|
 * | 3 writes outside public/       | page path with "..", "/a/../bojersalen", "//host", "\", "%2e%2e"; event id "../", | site path and safe id rules; planPages       |
 * |                                | "a/b"; production id with LF; block id with a quote                               | refuses unsafe paths; writePublicFile guard  |
 * | 4 header injection             | image URL ";sandbox", "*." host, plain http, "," in host, credentials; <img> in   | image URL rule (plain https host); headers   |
 * |                                | article HTML with ";sandbox"                                                      | refuse non-plain origins                     |
 * | 5 calendar injection           | event id with CR LF + ATTENDEE, with a lone CR; site host with CR LF              | safe id and host name rules; ics escaping    |
 * | 6 redirects                    | loop through fragment, through query, to itself with a fragment, through the      | redirects.json check (normalised targets);   |
 * |                                | site's own https URL; "//host", "/\host", http://, javascript:; fromPath ".."     | link rule                                    |
 * | 7 dates and ids                | 25:00, 31 Feb, 29 Feb 2027, minute 60, month 13, offset +25:00; one event id      | real date rule; planPages (event ids unique) |
 * |                                | twice in a production and in two productions                                      |                                              |
 * | 8 protocol-relative links      | menu "//host" and "/\host", card link, quick link, social URL, favicon,           | link and image URL rules; HTML URL check     |
 * |                                | <a href="//">, <a href="/&#x09;/">, <img src="//">                                |                                              |
 *
 * And issue 29's:
 *
 * | class                          | inputs tried (case folder)                                                        | handled by                                   |
 * |--------------------------------|-----------------------------------------------------------------------------------|----------------------------------------------|
 * | 9 text that fools the reader   | NUL, lone surrogate U+D800, right-to-left override U+202E in a title; isolates    | honest-text.ts, over every text and key of   |
 * |                                | U+2066/U+2069 in a menu label; ESC in block data; C1 U+0085 in running text; a    | the raw record before its model; text()      |
 * |                                | bidi override in a key and in a redirect's fromPath; a line break in a title and  | refuses tab and line breaks outside running  |
 * |                                | a tab in a hall (one-line fields)                                                  | text (text({ running: true }))               |
 * | 10 keys that change objects    | "__proto__" in a page, "constructor" (holding "prototype") in block data,         | honest-text.ts (FORBIDDEN_KEYS)              |
 * |                                | "prototype" in a production's fields, "__proto__" in a redirect entry             |                                              |
 *
 * | 11 a redirect over an owner    | from the member login page (to an allowed host, and as issue 29 found it, to     | plan-pages.ts with path-owners.ts (src/pages |
 * |                                | another site), its /index.html, /min-side/, /sw.js, /page-data/app-data.json,     | read by Gatsby's rules, static/, the build's |
 * |                                | the front page, a drawing under /images/                                          | files); path-owners.test.ts has every owner  |
 * | 12 a redirect to another site  | a host that only starts like the ticket shop's (billett.example.com.evil.example) | redirect-hosts.ts: the configuration's hosts |
 *
 * Tab and line breaks stay allowed in running text (descriptions, summaries, body text); the
 * calendar file escapes them (src/features/calendar/ics.test.ts reads the result back with a real
 * iCalendar parser). honest-text.test.ts has the character classes one by one.
 */
const HOSTILE = path.join(__dirname, "__fixtures__", "hostile");
const REPO_CONTENT = path.join(__dirname, "..", "..", "content");
const REPO_REDIRECTS = path.join(__dirname, "..", "..", "redirects.json");

const JUL = "content/productions/julekonsert-med-rissa-kammerkor-2026.json";
const ART = "content/articles/info-om-cookies.json";
const SMIA = "content/pages/smia.json";
const SITE = "content/site.json";

const PATH = 'a site path like "/kulturprogram"';
const ID = "an id of letters (A-Z, a-z), digits";
const LINK = 'a site path ("/kulturprogram", may end in ?query or #fragment';
const IMAGE = 'an image on this site ("/images/name.jpg") or an https:// URL with a plain host';
const HTTPS = "an https:// URL with a plain host";
const DATE = "a real date and time with offset";
const NOT_RELATIVE = "links and images that are not protocol-relative";
const IMG_SOURCE = '<img> sources that are an image on this site ("/images/name.jpg") or an https:// URL with a plain host';
const UNIQUE_EVENT = "an event id no other date in the programme has";
const FINAL = "the final address, not another entry's fromPath";
const HONEST = "text without control characters, lone surrogates or bidirectional override and isolate characters";
const ONE_LINE = "one line of text (tabs and line breaks belong only in running text";
const HONEST_KEY = "a key without control characters, lone surrogates or bidirectional override and isolate characters";
const NO_SUCH_KEY = 'no key named "__proto__", "constructor", "prototype"';
const NOT_OWNED = "an address no page or file of the site owns";
const ALLOWED_HOST = "a path on this site, or an https:// address on a host the site's configuration allows";

/** [case, file, field ("|" between two), what it expected (its start), in the APIs' answer: the field when it differs] */
type Row = [string, string, string, string, string?];
const CASES: Row[] = [
  // 3: paths and ids that would reach a file name
  ["page-path-dot-segments", SMIA, "path", PATH],
  ["page-path-replaces-another", SMIA, "path", PATH],
  ["page-path-protocol-relative", SMIA, "path", PATH],
  ["page-path-backslash", SMIA, "path", PATH],
  ["page-path-escaped-dots", SMIA, "path", PATH],
  ["event-id-dot-dot", JUL, "events[0].id", ID, "id"],
  ["event-id-slash", JUL, "events[0].id", ID, "id"],
  ["production-id-line-break", JUL, "id", ID],
  ["block-id-quote", SMIA, "blocks[0].id", ID],
  // 4: values that reach a header
  ["image-url-sandbox", SMIA, "blocks[0].data.image.url", IMAGE],
  ["image-url-wildcard", JUL, "assets[0].url", IMAGE],
  ["image-url-plain-http", ART, "image.url", IMAGE],
  ["image-url-comma", SMIA, "meta.nb.image", IMAGE],
  ["image-url-credentials", SITE, "theme.logo.url", IMAGE],
  ["html-img-sandbox", ART, "content", IMG_SOURCE],
  // 5: calendar lines
  ["event-id-crlf", JUL, "events[0].id", ID, "id"],
  ["event-id-lone-cr", JUL, "events[0].id", ID, "id"],
  ["site-host-line-break", SITE, "host", "a host name"],
  // 6: redirects (a file in both runs)
  ["redirect-loop-through-fragment", "redirects.json", "[0].toPath|[1].toPath", FINAL],
  ["redirect-loop-through-query", "redirects.json", "[0].toPath|[1].toPath", FINAL],
  ["redirect-to-itself-with-fragment", "redirects.json", "[0].toPath", "a page other than fromPath's"],
  ["redirect-loop-through-own-url", "redirects.json", "[0].toPath|[1].toPath", FINAL],
  ["redirect-protocol-relative", "redirects.json", "[0].toPath", LINK],
  ["redirect-backslash", "redirects.json", "[0].toPath", LINK],
  ["redirect-plain-http", "redirects.json", "[0].toPath", LINK],
  ["redirect-javascript", "redirects.json", "[0].toPath", LINK],
  ["redirect-from-dot-segments", "redirects.json", "[0].fromPath", PATH],
  // 7: dates and ids
  ["date-hour-25", JUL, "events[0].start", DATE, "start"],
  ["date-31-february", JUL, "events[0].start", DATE, "start"],
  ["date-29-february-2027", JUL, "events[0].start", DATE, "start"],
  ["date-minute-60", JUL, "events[0].start", DATE, "start"],
  ["date-month-13", JUL, "events[0].start", DATE, "start"],
  ["date-offset-25-hours", JUL, "events[0].start", DATE, "start"],
  ["event-id-used-twice-in-production", JUL, "events[1].id", UNIQUE_EVENT, "events[*].id"],
  ["event-id-used-twice-in-programme", JUL, "events[0].id", UNIQUE_EVENT, "events[*].id"],
  // 8: protocol-relative links
  ["menu-path-protocol-relative", SITE, "theme.menu[0].path", LINK],
  ["menu-path-backslash", SITE, "theme.menu[0].path", LINK],
  ["card-link-protocol-relative", "content/pages/utleie.json", "blocks[3].data.cards[0].link.path", LINK],
  ["quick-link-protocol-relative", "content/pages/relaterte-tjenester.json", "blocks[2].data.links[0].path", LINK],
  ["social-url-protocol-relative", SITE, "theme.social[0].url", HTTPS],
  ["favicon-protocol-relative", SITE, "theme.favicon", IMAGE],
  ["html-href-protocol-relative", ART, "content", NOT_RELATIVE],
  ["html-href-hidden-tab", ART, "content", NOT_RELATIVE],
  ["html-img-protocol-relative", JUL, "contents[0].body", NOT_RELATIVE],
  // 9: text that fools the reader
  ["text-nul-in-title", JUL, "title", HONEST],
  ["text-lone-surrogate-in-title", JUL, "title", HONEST],
  ["text-right-to-left-override-in-title", JUL, "title", HONEST],
  ["text-isolate-in-menu-label", SITE, "theme.menu[0].label", HONEST],
  ["text-escape-in-block-data", SMIA, "blocks[2].data.facts[0].value", HONEST],
  ["text-c1-control-in-running-text", ART, "summary", HONEST],
  ["text-bidi-in-key", SMIA, 'blocks[0].data["\\u202Eheading"]', HONEST_KEY],
  ["text-bidi-in-redirect", "redirects.json", "[0].fromPath", HONEST],
  ["text-line-break-in-title", JUL, "title", ONE_LINE],
  ["text-tab-in-hall", JUL, "events[0].hall", ONE_LINE, "hall"],
  // 10: keys that change how objects behave
  ["key-proto-in-page", SMIA, "__proto__", NO_SUCH_KEY],
  ["key-constructor-in-block-data", SMIA, "blocks[0].data.constructor", NO_SUCH_KEY],
  ["key-prototype-in-production-fields", JUL, "fields.prototype", NO_SUCH_KEY],
  ["key-proto-in-redirect", "redirects.json", "[0].__proto__", NO_SUCH_KEY],
  // 11: a redirect over a path a page or file owns
  ["redirect-from-login-page", "redirects.json", "[0].fromPath", NOT_OWNED],
  ["redirect-from-login-page-to-another-site", "redirects.json", "[0].toPath", ALLOWED_HOST],
  ["redirect-from-login-page-index-html", "redirects.json", "[0].fromPath", NOT_OWNED],
  ["redirect-from-member-page-slash", "redirects.json", "[0].fromPath", NOT_OWNED],
  ["redirect-from-service-worker", "redirects.json", "[0].fromPath", NOT_OWNED],
  ["redirect-from-page-data", "redirects.json", "[0].fromPath", NOT_OWNED],
  ["redirect-from-front-page", "redirects.json", "[0].fromPath", NOT_OWNED],
  ["redirect-from-drawing", "redirects.json", "[0].fromPath", NOT_OWNED],
  // 12: a redirect to another site
  ["redirect-to-look-alike-host", "redirects.json", "[0].toPath", ALLOWED_HOST],
];

// Each case's copy holds the whole shipped content (7 MB with the photos): removed after each test,
// or a run leaves some 700 MB behind in the temporary folder.
const scratches: string[] = [];
afterEach(() => scratches.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the shipped content with the case's files laid over it, and the redirects file to check. */
function contentWith(caseName: string): { dir: string; redirects: string } {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `hostile-${caseName}-`));
  scratches.push(scratch);
  const dir = path.join(scratch, "content");
  fs.cpSync(REPO_CONTENT, dir, { recursive: true });
  const overlay = path.join(HOSTILE, caseName);
  for (const entry of fs.readdirSync(overlay, { recursive: true }).map(String)) {
    const from = path.join(overlay, entry);
    if (fs.statSync(from).isDirectory()) continue;
    fs.cpSync(from, entry === "redirects.json" ? path.join(scratch, entry) : path.join(dir, entry));
  }
  const own = path.join(scratch, "redirects.json");
  return { dir, redirects: fs.existsSync(own) ? own : REPO_REDIRECTS };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One problem per field, each naming where (a pattern) and the field, and what was expected. */
const problemsAt = (where: string, fields: string, expected: string) =>
  fields
    .split("|")
    .map((field) =>
      expect.stringMatching(
        new RegExp(`^${where}: ${escape(field).replace("\\*", "\\d+")}: expected ${escape(expected)}.*, got .+$`),
      ),
    );

describe("hostile content", () => {
  it("refuses a redirect from the member login page, naming the page that owns the address", async () => {
    const { dir, redirects } = contentWith("redirect-from-login-page");
    expect(await checkContent(dir, redirects)).toEqual([
      'redirects.json: [0].fromPath: expected an address no page or file of the site owns, got "/min-side/logg-inn" (the page src/pages/min-side/logg-inn.tsx owns it)',
    ]);
  });

  it("has a row in the table for every case folder, and a folder for every row", () => {
    expect(
      fs
        .readdirSync(HOSTILE)
        .filter((f) => fs.statSync(path.join(HOSTILE, f)).isDirectory())
        .sort(),
    ).toEqual(CASES.map(([name]) => name).sort());
  });

  it("clean content checks clean, from files and from the APIs", async () => {
    const { dir, redirects } = contentWith(CASES[0][0]);
    fs.cpSync(REPO_CONTENT, dir, { recursive: true }); // the overlay undone: the shipped content again
    expect(await checkContent(dir, redirects)).toEqual([]);
    const apis = createContentApis({ contentDir: dir });
    try {
      expect(await checkContent(dir, redirects, apis.env(await apis.listen(0)))).toEqual([]);
    } finally {
      await apis.close();
    }
  });

  it.each(CASES)("%s: refused from files, naming %s and %s", async (caseName, file, field, expected) => {
    const { dir, redirects } = contentWith(caseName);
    expect(await checkContent(dir, redirects)).toEqual(problemsAt(escape(file), field, expected));
  });

  it.each(CASES)(
    "%s: refused from the content APIs, naming the API item and the field",
    async (caseName, file, field, expected, apiField = field) => {
      const { dir, redirects } = contentWith(caseName);
      const apis = createContentApis({ contentDir: dir });
      try {
        const where =
          file === "redirects.json" ? escape(file) : '(Content data API|Management API) GET /\\S+ \\[\\d+\\]( \\(id "[^"]*"\\))?';
        expect(await checkContent(dir, redirects, apis.env(await apis.listen(0)))).toEqual(problemsAt(where, apiField, expected));
      } finally {
        await apis.close();
      }
    },
  );
});
