/** @jest-environment node */
import type { HeaderRule } from "./header-rules";
import { headersFile, headersFor } from "./headers-file";

describe("public/_headers, written from the rules", () => {
  it("writes a path line, then its dropped headers, then its own", () => {
    const text = headersFile([
      { path: "/*", headers: { "X-A": "1", "X-Frame-Options": "DENY" } },
      { path: "/embed/program", detach: ["X-Frame-Options"], headers: { "Content-Security-Policy": "frame-ancestors *" } },
    ]);
    expect(text.split("\n").filter((l) => !l.startsWith("#"))).toEqual([
      "/*",
      "  X-A: 1",
      "  X-Frame-Options: DENY",
      "/embed/program",
      "  ! X-Frame-Options",
      "  Content-Security-Policy: frame-ancestors *",
      "",
    ]);
  });

  it("stops at what the file cannot hold: a path not from the root or with a space, a line break in a value", () => {
    expect(() => headersFile([{ path: "sti", headers: {} }])).toThrow(/must start with "\/"/);
    expect(() => headersFile([{ path: "/a b", headers: {} }])).toThrow(/no space/);
    expect(() => headersFile([{ path: "/*", headers: { "X-A": "1\nSet-Cookie: x" } }])).toThrow(/X-A of \/\* holds a line break/);
  });
});

describe("the headers a host applying the file sends", () => {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { "X-A": "1", "X-B": "alle" } },
    { path: "/min-side/*", headers: { "X-B": "medlem" } },
    { path: "/article/:slug", headers: { "X-C": "artikkel" } },
  ];

  it("applies every matching rule, a later one winning a header", () => {
    expect(headersFor(rules, "/")).toEqual({ "X-A": "1", "X-B": "alle" });
    expect(headersFor(rules, "/min-side/logg-inn")).toEqual({ "X-A": "1", "X-B": "medlem" });
  });

  it("matches :name to one path segment only", () => {
    expect(headersFor(rules, "/article/info-om-cookies")).toMatchObject({ "X-C": "artikkel" });
    expect(headersFor(rules, "/article/a/b")).not.toHaveProperty("X-C");
  });

  it("treats the rest of a path literally", () => {
    const dotted = [{ path: "/sw.js", headers: { "X-D": "1" } }];
    expect(headersFor(dotted, "/sw.js")).toEqual({ "X-D": "1" });
    expect(headersFor(dotted, "/swxjs")).toEqual({});
  });

  it('drops with "! Name" what broader rules gave (any case), before the rule\'s own headers apply', () => {
    const framed: HeaderRule[] = [
      { path: "/*", headers: { "X-Frame-Options": "DENY", "Content-Security-Policy": "frame-ancestors 'none'" } },
      {
        path: "/embed/program",
        detach: ["x-frame-options", "Content-Security-Policy"],
        headers: { "Content-Security-Policy": "frame-ancestors *" },
      },
    ];
    expect(headersFor(framed, "/embed/program")).toEqual({ "Content-Security-Policy": "frame-ancestors *" });
    expect(headersFor(framed, "/kulturprogram")).toEqual({
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "frame-ancestors 'none'",
    });
  });
});
