/** @jest-environment node */
import { headersFor, parseHeadersFile } from "./headers-file";

describe("reading a _headers file", () => {
  const rules = parseHeadersFile(
    ["# comment", "/*", "  X-A: 1", "  X-B: alle", "", "/min-side/*", "  X-B: medlem", "/article/:slug", "  X-C: artikkel"].join(
      "\n",
    ),
  );

  it("applies every matching rule, a later one winning a header", () => {
    expect(headersFor(rules, "/")).toEqual({ "X-A": "1", "X-B": "alle" });
    expect(headersFor(rules, "/min-side/logg-inn")).toEqual({ "X-A": "1", "X-B": "medlem" });
  });

  it("matches :name to one path segment only", () => {
    expect(headersFor(rules, "/article/info-om-cookies")).toMatchObject({ "X-C": "artikkel" });
    expect(headersFor(rules, "/article/a/b")).not.toHaveProperty("X-C");
  });

  it("treats the rest of a path literally", () => {
    const dotted = parseHeadersFile("/sw.js\n  X-D: 1\n");
    expect(headersFor(dotted, "/sw.js")).toEqual({ "X-D": "1" });
    expect(headersFor(dotted, "/swxjs")).toEqual({});
  });

  it('drops with "! Name" what broader rules gave (any case), before the rule\'s own headers apply', () => {
    const framed = parseHeadersFile(
      [
        "/*",
        "  X-Frame-Options: DENY",
        "  Content-Security-Policy: frame-ancestors 'none'",
        "/embed/program",
        "  ! x-frame-options",
        "  ! Content-Security-Policy",
        "  Content-Security-Policy: frame-ancestors *",
      ].join("\n"),
    );
    expect(headersFor(framed, "/embed/program")).toEqual({ "Content-Security-Policy": "frame-ancestors *" });
    expect(headersFor(framed, "/kulturprogram")).toEqual({
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "frame-ancestors 'none'",
    });
  });

  it("names the line it cannot read", () => {
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow(/line 1/);
    expect(() => parseHeadersFile("/*\n  not a header\n")).toThrow(/line 2/);
    expect(() => parseHeadersFile("sti\n")).toThrow(/line 1: a path must start with "\/"/);
  });
});
