import { sameSitePath } from "./same-site-path";

const ORIGIN = "https://rissakulturhus.no";

/**
 * Return addresses as they reach the login page, after the query string is decoded once
 * (?neste=%2F.%2F%2Fevil.example%2Fphish arrives as "/.//evil.example/phish").
 * Anything that could lead off the site must come out as null.
 */
const offSite: [string, string][] = [
  ["protocol-relative", "//evil.example/phish"],
  ["dot segment before //", "/.//evil.example/phish"],
  ["parent segment before //", "/..//evil.example/phish"],
  ["encoded dot segment", "/%2e//evil.example/phish"],
  ["encoded dot segment, upper case", "/%2E//evil.example/phish"],
  ["encoded parent segment", "/%2e%2e//evil.example/phish"],
  ["dots after a path", "/min-side/..//evil.example"],
  ["dots after a path, two levels", "/a/b/../..//evil.example"],
  ["backslash after /", "/\\evil.example"],
  ["backslash in a dot segment", "/.\\/evil.example"],
  ["backslash later", "/a\\..\\..\\/evil.example"],
  ["tab between the slashes", "/\t/evil.example"],
  ["newline between the slashes", "/\n/evil.example"],
  ["carriage return between the slashes", "/\r/evil.example"],
  ["NUL", "/\u0000/evil.example"],
  ["other C0 control", "/\u0001/evil.example"],
  ["C1 control", "/\u0085/evil.example"],
  ["leading space", " //evil.example"],
  ["non-breaking space", "/\u00a0/evil.example"],
  ["line separator", "/\u2028/evil.example"],
  ["absolute URL", "https://evil.example/phish"],
  ["absolute URL without slashes", "https:evil.example"],
  ["javascript:", "javascript:alert(1)"],
  ["data:", "data:text/html,<script>alert(1)</script>"],
  ["relative path", "evil.example/phish"],
  ["dot-relative path", "./min-side"],
  ["empty", ""],
  ["triple slash", "///evil.example"],
  ["dot segments only, to //", "/././/evil.example"],
];

/** Paths on this site: they come out normalised and stay on the site. */
const onSite: [string, string, string][] = [
  ["a plain path", "/kulturprogram", "/kulturprogram"],
  ["with query and fragment", "/min-side?fane=billetter#neste", "/min-side?fane=billetter#neste"],
  ["a film page", "/film-reven", "/film-reven"],
  ["dot segments that stay on the site", "/a/./b/../min-side", "/a/min-side"],
  ["an encoded slash stays encoded", "/%2F/evil.example", "/%2F/evil.example"],
  ["an encoded backslash stays encoded", "/%5Cevil.example", "/%5Cevil.example"],
  ["Norwegian letters", "/kjøkken", "/kj%C3%B8kken"],
  ["the root", "/", "/"],
];

describe("sameSitePath", () => {
  it.each(offSite)("refuses %s: %j", (_name, value) => {
    expect(sameSitePath(value, ORIGIN)).toBeNull();
  });

  it.each(onSite)("keeps %s: %j", (_name, value, expected) => {
    const path = sameSitePath(value, ORIGIN);
    expect(path).toBe(expected);
    // Whatever comes out leads to this site when the browser reads it as a link.
    expect(new URL(path!, ORIGIN).origin).toBe(ORIGIN);
    expect(new URL(path!, "https://other.example").origin).toBe("https://other.example");
  });

  it("refuses what is not text, and overlong text", () => {
    expect(sameSitePath(undefined, ORIGIN)).toBeNull();
    expect(sameSitePath(null, ORIGIN)).toBeNull();
    expect(sameSitePath(["/min-side"], ORIGIN)).toBeNull();
    expect(sameSitePath(`/${"a".repeat(3000)}`, ORIGIN)).toBeNull();
  });
});
