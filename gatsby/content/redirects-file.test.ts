/** @jest-environment node */
import { parseRedirects, readRedirects } from "./redirects-file";

describe("redirects.json", () => {
  it("the shipped file is valid", () => {
    expect(readRedirects().length).toBeGreaterThan(0);
  });

  it("names the entry and field that is wrong", () => {
    expect(() => parseRedirects("redirects.json", JSON.stringify([{ fromPath: "/a", toPath: "/b" }, { fromPath: "gammel", toPath: "/b" }]))).toThrow(
      'redirects.json: [1].fromPath: expected a site path like "/kulturprogram"',
    );
    expect(() => parseRedirects("redirects.json", JSON.stringify([{ fromPath: "/a", toPath: "/b" }, { fromPath: "/a", toPath: "/c" }]))).toThrow(
      'redirects.json: [1].fromPath: expected a fromPath no earlier entry has, got "/a"',
    );
    expect(() => parseRedirects("redirects.json", "[{")).toThrow("redirects.json: (the whole file): expected valid JSON");
  });

  it("rejects loops and chains, whatever the case or trailing slash", () => {
    expect(() => parseRedirects("redirects.json", JSON.stringify([{ fromPath: "/foo/", toPath: "/foo" }]))).toThrow('redirects.json: [0].toPath: expected a page other than fromPath\'s (query and fragment do not count), got "/foo"');
    expect(() => parseRedirects("redirects.json", JSON.stringify([{ fromPath: "/a", toPath: "/b" }, { fromPath: "/b", toPath: "/a" }]))).toThrow(
      'redirects.json: [0].toPath: expected the final address, not another entry\'s fromPath (chains and loops are not allowed, whatever the query or fragment), got "/b"',
    );
  });
});
