/** @jest-environment node */
import { parseRedirects, readRedirects } from "./redirects-file";
import { redirectHosts } from "../env/redirect-hosts";

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

/**
 * A redirect to another site goes only to a host the configuration allows, over https (issue 29):
 *
 * | toPath                                                   | why                                               | answer  |
 * |----------------------------------------------------------|---------------------------------------------------|---------|
 * | https://billett.example.no/x, https://gavekort.example.no | the ticket shop's and the gift card's hosts       | taken   |
 * | https://kino.example.no:8443/film                        | a cinema partner's API host, port and all         | taken   |
 * | https://arkiv.rissakulturhus.no/2019                     | added by the venue in REDIRECT_HOSTS              | taken   |
 * | https://evil.example/login                               | a host nobody configured                          | refused |
 * | https://billett.example.no.evil.example/                 | starts like an allowed host                       | refused |
 * | https://x.billett.example.no/, https://example.no/       | a host under, or above, an allowed one            | refused |
 * | https://kino.example.no/ (no port), :8444                | the host with another port                        | refused |
 * | http://billett.example.no/x                              | not https (the link rule)                         | refused |
 * | https://billett.example.no@evil.example/                 | user info (the link rule)                         | refused |
 */
describe("a redirect to another site", () => {
  const env = {
    GATSBY_TICKET_SHOP_URL: "https://billett.example.no/rissa",
    GATSBY_GIFT_CARD_URL: "https://gavekort.example.no/kort",
    GATSBY_CINEMA_API_118: "https://kino.example.no:8443/118/",
    GATSBY_CINEMA_API_178: "http://gammel-kino.example.no/178/",
    REDIRECT_HOSTS: " arkiv.rissakulturhus.no ,",
  };
  const hosts = redirectHosts(env);
  const parse = (toPath: string) => parseRedirects("redirects.json", JSON.stringify([{ fromPath: "/gammel", toPath }]), "https://www.rissakulturhus.no", hosts);

  it("allows the configuration's https hosts, and no other", () => {
    expect(hosts).toEqual(["billett.example.no", "gavekort.example.no", "kino.example.no:8443", "arkiv.rissakulturhus.no"]);
    expect(redirectHosts({})).toEqual([]);
  });

  it.each(["https://billett.example.no/x?a=1", "https://gavekort.example.no", "https://kino.example.no:8443/film", "https://arkiv.rissakulturhus.no/2019", "https://www.rissakulturhus.no/kulturprogram"])(
    "takes %s",
    (toPath) => {
      expect(parse(toPath)).toEqual([{ fromPath: "/gammel", toPath }]);
    },
  );

  it.each([
    "https://evil.example/login",
    "https://billett.example.no.evil.example/",
    "https://x.billett.example.no/",
    "https://example.no/",
    "https://kino.example.no/film",
    "https://kino.example.no:8444/film",
    "https://gammel-kino.example.no/178/",
  ])("refuses %s, naming the hosts it allows", (toPath) => {
    expect(() => parse(toPath)).toThrow(
      `redirects.json: [0].toPath: expected a path on this site, or an https:// address on a host the site's configuration allows (billett.example.no, gavekort.example.no, kino.example.no:8443, arkiv.rissakulturhus.no; the venue adds more in REDIRECT_HOSTS), got ${JSON.stringify(toPath)}`,
    );
  });

  it.each(["http://billett.example.no/x", "https://billett.example.no@evil.example/", "//billett.example.no/x", "javascript:alert(1)"])("refuses %s by the link rule", (toPath) => {
    expect(() => parse(toPath)).toThrow("redirects.json: [0].toPath: expected a site path");
  });

  it("stops on a REDIRECT_HOSTS entry that is not a plain host name", () => {
    expect(() => redirectHosts({ REDIRECT_HOSTS: "ok.example.no, *.evil.example" })).toThrow('REDIRECT_HOSTS: expected host names like "www.rissakulturhus.no"');
  });
});
