/** @jest-environment node */
import { contentSecurityPolicy, headersFile, policyOriginsFromEnv, securityHeaders } from "./security-headers";
import { parseHeadersFile, headersFor } from "../scripts/headers-file.cjs";

const origins = { cinemaApi: "https://kino.example.no/api/118/", newsletterAction: "https://nyhetsbrev.example.com/subscribe/post?u=1", extraImageOrigins: [] };

const directives = (csp: string) => Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("the Content-Security-Policy", () => {
  it("lets scripts come only from the site itself: no inline script, no eval", () => {
    expect(directives(contentSecurityPolicy(origins))["script-src"]).toEqual(["'self'"]);
  });

  it("allows connections and images from the cinema API's origin and nowhere else", () => {
    const d = directives(contentSecurityPolicy(origins));
    expect(d["connect-src"]).toEqual(["'self'", "https://kino.example.no"]);
    expect(d["img-src"]).toEqual(["'self'", "https://kino.example.no"]);
  });

  it("lets the newsletter form post to the mailing-list provider only", () => {
    expect(directives(contentSecurityPolicy(origins))["form-action"]).toEqual(["'self'", "https://nyhetsbrev.example.com"]);
  });

  it("refuses to be framed and to load plugins, and pins the base URL", () => {
    const d = directives(contentSecurityPolicy(origins));
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["base-uri"]).toEqual(["'self'"]);
  });

  it("without a cinema API, connects to the site alone", () => {
    expect(directives(contentSecurityPolicy({ ...origins, cinemaApi: null }))["connect-src"]).toEqual(["'self'"]);
  });

  it("adds configured image origins to images and connections", () => {
    const d = directives(contentSecurityPolicy({ ...origins, extraImageOrigins: ["https://plakater.example.net"] }));
    expect(d["img-src"]).toContain("https://plakater.example.net");
    expect(d["connect-src"]).toContain("https://plakater.example.net");
  });

  it("fails the build on an origin that is not an http(s) URL, naming the setting", () => {
    expect(() => contentSecurityPolicy({ ...origins, newsletterAction: "nyhetsbrev" })).toThrow(/GATSBY_NEWSLETTER_ACTION is not an absolute URL/);
    expect(() => contentSecurityPolicy({ ...origins, extraImageOrigins: ["javascript:alert(1)"] })).toThrow(/EXTRA_IMAGE_ORIGINS must be http\(s\)/);
  });
});

describe("the origins of a build", () => {
  it("take the API of the first partner only", () => {
    const env = { GATSBY_CINEMA_API_118: "https://a.example/118/", GATSBY_CINEMA_API_178: "https://b.example/178/", EXTRA_IMAGE_ORIGINS: " https://c.example , " };
    expect(policyOriginsFromEnv(env, 178, "https://n.example/")).toEqual({ cinemaApi: "https://b.example/178/", newsletterAction: "https://n.example/", extraImageOrigins: ["https://c.example"] });
    expect(policyOriginsFromEnv({}, 118, "https://n.example/").cinemaApi).toBeNull();
  });
});

describe("the _headers file", () => {
  it("is read back by the static server as the same headers, for every path", () => {
    const headers = securityHeaders(origins);
    const rules = parseHeadersFile(headersFile([{ path: "/*", headers }]));
    for (const p of ["/", "/kantine", "/sw.js", "/page-data/app-data.json"]) expect(headersFor(rules, p)).toEqual(headers);
  });

  it("carries the headers a static host must apply", () => {
    expect(Object.keys(securityHeaders(origins))).toEqual(
      expect.arrayContaining(["Content-Security-Policy", "Referrer-Policy", "X-Content-Type-Options", "Permissions-Policy", "X-Frame-Options"]),
    );
    expect(securityHeaders(origins)["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("refuses a header value that would break the file", () => {
    expect(() => headersFile([{ path: "/*", headers: { "X-A": "a\nb" } }])).toThrow(/one line/);
  });
});
