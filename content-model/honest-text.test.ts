/** @jest-environment node */
import { describeFinding, firstRefused, FORBIDDEN_KEYS, honestTextIssues, visible } from "./honest-text";
import type { z } from "zod";
import { check as checkSchema, obj, text as textField } from "./schema-kit";

/**
 * The variants of issue 29's "honest text", character class by character class. Each is tried in a
 * one-line field and in running text; the hostile-content fixtures carry them through whole files.
 *
 * | class                                    | code points tried                                  | one line | running text |
 * |------------------------------------------|----------------------------------------------------|----------|--------------|
 * | C0 controls but tab and line breaks      | U+0000, U+0001, U+0008, U+000B, U+000C, U+001B,    | refused  | refused      |
 * |                                          | U+001F                                             |          |              |
 * | tab and line breaks                      | U+0009, U+000A, U+000D, CR LF                      | refused  | allowed      |
 * | DEL and C1 controls                      | U+007F, U+0080, U+0085 (next line), U+009F         | refused  | refused      |
 * | lone surrogates                          | U+D800 alone, U+DBFF at the end, U+DC00 alone,     | refused  | refused      |
 * |                                          | a reversed pair (U+DC00 U+D800)                    |          |              |
 * | bidirectional embeddings and overrides   | U+202A, U+202B, U+202C, U+202D, U+202E             | refused  | refused      |
 * | bidirectional isolates                   | U+2066, U+2067, U+2068, U+2069                     | refused  | refused      |
 * | what stays: letters of any script, marks | æøå, emoji (a proper surrogate pair), Arabic and   | allowed  | allowed      |
 * | that do not override (U+200E, U+200F),   | Hebrew text, LRM and RLM, no-break space U+00A0,   |          |              |
 * | spaces                                   | U+2028 line separator                              |          |              |
 *
 * Keys: "__proto__", "constructor" and "prototype" at any depth (top level, inside a list,
 * inside block data), and a key holding a refused character.
 */
const ALWAYS_REFUSED = [
  0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067,
  0x2068, 0x2069,
];
const LINE_BREAKS_AND_TAB = ["\t", "\n", "\r", "\r\n"];
const LONE_SURROGATES = ["\ud800", "x\udbff", "\udc00y", "\udc00\ud800"];
const ACCEPTED = [
  "Blåbærsyltetøy på Bjørnør",
  "Konsert 🎻 i kveld",
  "مرحبا بكم",
  "שלום",
  "a\u200eb\u200f",
  "kl.\u00a019",
  "a\u2028b",
];

/** What a schema refuses in a value, in the build's words. */
const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = checkSchema(schema, value);
  return result.ok ? [] : result.problems.map(({ path, expected, got }) => ({ path, expected, got }));
};
const check = (text: string, running: boolean) => issuesOf(obj({ title: textField({ running }) }), { title: text });

describe("a text field", () => {
  it.each(ALWAYS_REFUSED.map((cp) => [`U+${cp.toString(16).toUpperCase().padStart(4, "0")}`, cp]))(
    "refuses %s in one-line and in running text, naming the character and its place",
    (name, cp) => {
      const text = `Konsert ${String.fromCodePoint(cp)}x`;
      for (const running of [false, true]) {
        expect(check(text, running)).toEqual([
          {
            path: "title",
            expected: expect.stringMatching(
              /^text without control characters, lone surrogates or bidirectional override and isolate characters/,
            ),
            got: expect.stringMatching(
              new RegExp(`^${name.replace("+", "\\+")} \\(.+\\) at character 9 of "Konsert \\\\u${name.slice(2)}x"$`),
            ),
          },
        ]);
      }
    },
  );

  it.each(LONE_SURROGATES)("refuses the lone surrogate in %j anywhere", (text) => {
    for (const running of [false, true])
      expect(check(text, running)).toEqual([
        expect.objectContaining({ got: expect.stringContaining("a lone surrogate, half of a character") }),
      ]);
  });

  it.each(LINE_BREAKS_AND_TAB)("refuses %j in a one-line field and takes it in running text", (ch) => {
    expect(check(`Jule${ch}konsert`, false)).toEqual([
      expect.objectContaining({
        expected: expect.stringMatching(/^one line of text/),
        got: expect.stringMatching(/ at character 5 of "Jule\\u000[9AD]/),
      }),
    ]);
    expect(check(`Jule${ch}konsert`, true)).toEqual([]);
  });

  it.each(ACCEPTED)("takes %j", (text) => {
    expect(check(text, false)).toEqual([]);
    expect(honestTextIssues({ title: text })).toEqual([]);
  });

  it("counts the place in characters, as an editor does: an emoji before it is one", () => {
    expect(firstRefused("🎻\u202e", { running: true })).toEqual({ codePoint: 0x202e, position: 2 });
  });

  it("never writes a refused character into its message", () => {
    const text = "a\u202eb\u0000c\ud800\n";
    const message = describeFinding(firstRefused(text, { running: false })!, text);
    expect(message).toBe('U+202E (right-to-left override) at character 2 of "a\\u202Eb\\u0000c\\uD800\\u000A"');
    expect(firstRefused(message, { running: false })).toBeNull();
    expect(visible("x".repeat(100))).toHaveLength(62);
  });

  it("leaves the characters to a field's own pattern where it has one (it says what to write instead)", () => {
    const issues = issuesOf(obj({ id: textField({ pattern: /^[a-z]+$/, patternText: "lower-case letters" }) }), { id: "ab\ncd" });
    expect(issues).toEqual([{ path: "id", expected: "lower-case letters", got: JSON.stringify("ab\ncd") }]);
  });
});

describe("every text and key of a record", () => {
  it("finds refused characters at any depth, with the field's path", () => {
    const record = {
      title: "ok",
      blocks: [{ data: { facts: [{ value: "80\u001b[31m" }] } }],
      meta: { nb: { description: "a\u2066b" } },
    };
    expect(honestTextIssues(record).map((i) => i.path)).toEqual(["blocks[0].data.facts[0].value", "meta.nb.description"]);
  });

  it("takes tab and line breaks (whether a field may hold them is its validator's to say)", () => {
    expect(honestTextIssues({ body: "a\tb\r\nc" })).toEqual([]);
  });

  it.each(FORBIDDEN_KEYS)(
    "refuses a key named %s at the top, in a list and in block data, and looks no further inside",
    (key) => {
      for (const [json, at] of [
        [`{"${key}": {"x": "\\u0000"}}`, key],
        [`[{"a": 1}, {"${key}": 1}]`, `[1].${key}`],
        [`{"blocks": [{"data": {"${key}": {"polluted": true}}}]}`, `blocks[0].data.${key}`],
      ]) {
        expect(honestTextIssues(JSON.parse(json))).toEqual([
          {
            path: at,
            expected: expect.stringContaining('no key named "__proto__", "constructor", "prototype"'),
            got: JSON.stringify(key),
          },
        ]);
      }
    },
  );

  it("takes keys that only look alike", () => {
    expect(honestTextIssues(JSON.parse('{"proto": 1, "Constructor": 2, "__proto": 3, "prototypes": 4}'))).toEqual([]);
  });

  it("refuses a key holding a refused character, written escaped in the path", () => {
    expect(honestTextIssues(JSON.parse('{"data": {"\\u202eheading": "x"}}'))).toEqual([
      {
        path: 'data["\\u202Eheading"]',
        expected: expect.stringMatching(/^a key without control characters/),
        got: expect.stringContaining("U+202E"),
      },
    ]);
  });
});
