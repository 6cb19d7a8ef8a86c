/** @jest-environment node */
import { policyOriginsFromEnv, type PolicyOrigins } from "./security-headers";
import { headerRules } from "./header-rules";
import { headersFor } from "./headers-file";

const origins: PolicyOrigins = {
  cinemaApi: "https://kino.example.no/api/118/",
  newsletterAction: "https://nyhetsbrev.example.com/subscribe/post?u=1",
  extraImageOrigins: [],
  siteUrl: "https://www.rissakulturhus.no",
};

/** The headers a host would send for a path, by the site's rules. */
const served = (o = origins, p = "/kantine") => headersFor(headerRules(o, { hashedAssets: [], svgFiles: [] }), p);
const directives = (o = origins) => {
  const csp = served(o)["Content-Security-Policy"] ?? "";
  return Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
};

describe("the Content-Security-Policy, with the origins of the build", () => {
  it("lets scripts come only from the site itself: no inline script, no eval", () => {
    expect(directives()["script-src"]).toEqual(["'self'"]);
  });

  it("allows connections and images from the cinema API's origin and nowhere else", () => {
    expect(directives()["connect-src"]).toEqual(["'self'", "https://kino.example.no"]);
    expect(directives()["img-src"]).toEqual(["'self'", "https://kino.example.no"]);
  });

  it("lets the newsletter form post to the mailing-list provider only", () => {
    expect(directives()["form-action"]).toEqual(["'self'", "https://nyhetsbrev.example.com"]);
  });

  it("refuses to be framed and to load plugins, and pins the base URL", () => {
    expect(directives()["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives()["object-src"]).toEqual(["'none'"]);
    expect(directives()["base-uri"]).toEqual(["'self'"]);
  });

  it("without a cinema API or other image hosts, connects to and shows images from the site alone", () => {
    const d = directives({ ...origins, cinemaApi: null });
    expect(d["connect-src"]).toEqual(["'self'"]);
    expect(d["img-src"]).toEqual(["'self'"]);
  });

  it("adds the hosts of the content's images, once each", () => {
    const d = directives({
      ...origins,
      extraImageOrigins: ["https://plakater.example.net", "https://plakater.example.net/x.jpg", "https://kino.example.no/p.jpg"],
    });
    expect(d["img-src"]).toEqual(["'self'", "https://kino.example.no", "https://plakater.example.net"]);
    expect(d["connect-src"]).toEqual(["'self'", "https://kino.example.no", "https://plakater.example.net"]);
  });

  it("fails the build on an origin that is not an http(s) URL, naming the setting", () => {
    expect(() => served({ ...origins, newsletterAction: "nyhetsbrev" })).toThrow(
      /GATSBY_NEWSLETTER_ACTION must be an http\(s\) URL with a plain host/,
    );
    expect(() => served({ ...origins, extraImageOrigins: ["javascript:alert(1)"] })).toThrow(
      /EXTRA_IMAGE_ORIGINS or an image in the content must be an http\(s\) URL with a plain host/,
    );
  });

  /**
   * Header injection, the class: a value that becomes part of a header must not add a directive,
   * a source list or a policy. Each row is a variant tried on every origin the build puts in.
   *
   * | variant                      | example                            | handled |
   * |------------------------------|------------------------------------|---------|
   * | ";" + a directive in the host| https://img.example;sandbox/x.png  | refused |
   * | a wildcard host              | https://*.example                  | refused |
   * | "," (a second policy)        | https://a.example,b.example        | refused |
   * | a space (a second source)    | https://a.example 'unsafe-inline'  | refused |
   * | a quote                      | https://a.example'/x               | refused |
   * | credentials                  | https://user:pw@a.example          | refused |
   * | a line break (a new header)  | https://a.example
Set-Cookie: x | refused |
   * | a port out of range          | https://a.example:99999            | refused |
   * | protocol-relative            | //a.example/x                      | refused |
   * | another scheme               | data:, javascript:                 | refused |
   */
  it.each([
    ["https://img.example;sandbox/x.png"],
    ["https://*.example"],
    ["https://a.example,b.example/x.png"],
    ["https://a.example 'unsafe-inline'"],
    ["https://a.example'/x"],
    ["https://user:pw@a.example/x"],
    ["https://a.example\r\nSet-Cookie: x=1"],
    ["https://a.example:99999/x"],
    ["//a.example/x"],
    ["data:image/png;base64,AAAA"],
    ["javascript:alert(1)"],
  ])("refuses %j wherever an origin goes in, and writes nothing of it", (bad) => {
    for (const o of [
      { ...origins, extraImageOrigins: [bad] },
      { ...origins, cinemaApi: bad },
      { ...origins, newsletterAction: bad },
      { ...origins, siteUrl: bad },
    ])
      expect(() => served(o)).toThrow(/must be an http\(s\) URL with a plain host/);
  });

  it("tells browsers to keep to https when the site is served over https, and not otherwise", () => {
    expect(served()["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    const plain = served({ ...origins, siteUrl: "http://localhost:9000" });
    expect(plain).not.toHaveProperty("Strict-Transport-Security");
    expect(plain["X-Frame-Options"]).toBe("DENY");
  });

  it("allows Tag Manager's and Analytics' origins only when Tag Manager is configured", () => {
    const on = directives({ ...origins, tagManager: true });
    expect(on["script-src"]).toEqual(["'self'", "https://www.googletagmanager.com"]);
    expect(on["connect-src"]).toEqual([
      "'self'",
      "https://kino.example.no",
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ]);
    expect(on["img-src"]).toContain("https://www.google-analytics.com");
    const off = served(origins)["Content-Security-Policy"];
    expect(off).not.toMatch(/google/);
    expect(
      policyOriginsFromEnv({ GATSBY_GTM_ID: "GTM-AB12CD3" }, 118, "https://n.example/", "https://s.example").tagManager,
    ).toBe(true);
    expect(() => policyOriginsFromEnv({ GATSBY_GTM_ID: "UA-1234" }, 118, "https://n.example/", "https://s.example")).toThrow(
      /GATSBY_GTM_ID: expected a Tag Manager container id/,
    );
  });
});

describe("the other headers a static host applies", () => {
  it("go with every path: pages, the service worker, page data", () => {
    for (const p of ["/", "/kantine", "/sw.js", "/page-data/app-data.json"]) {
      expect(served(origins, p)).toMatchObject({
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Permissions-Policy": expect.stringContaining("camera=()"),
      });
    }
  });
});

describe("the origins of a build", () => {
  it("take the API of the first partner only", () => {
    const env = {
      GATSBY_CINEMA_API_118: "https://a.example/118/",
      GATSBY_CINEMA_API_178: "https://b.example/178/",
      EXTRA_IMAGE_ORIGINS: " https://c.example , ",
    };
    expect(policyOriginsFromEnv(env, 178, "https://n.example/", "https://s.example")).toEqual({
      cinemaApi: "https://b.example/178/",
      newsletterAction: "https://n.example/",
      extraImageOrigins: ["https://c.example"],
      siteUrl: "https://s.example",
      tagManager: false,
      editor: {
        backend: "github",
        repo: "rissa-kulturhus/nettsted",
        branch: "main",
        apiRoot: "https://api.github.com",
        siteBuildUrl: "/build.json",
      },
    });
    expect(policyOriginsFromEnv({}, 118, "https://n.example/", "https://s.example").cinemaApi).toBeNull();
  });
});

describe("the web editor's policy", () => {
  const csp = (o: PolicyOrigins, p: string) => served(o, p)["Content-Security-Policy"];

  it("is its own at /admin/, and the site's pages keep theirs", () => {
    const admin = csp(origins, "/admin/");
    expect(admin).toContain("script-src 'self' 'unsafe-eval';");
    expect(admin).toContain("connect-src 'self' blob: https://api.github.com https://kino.example.no;");
    expect(served(origins, "/admin/cms.js")["X-Robots-Tag"]).toBe("noindex, nofollow");
    for (const page of ["/", "/kantine", "/administrasjon", "/admin"]) {
      expect(csp(origins, page)).not.toContain("unsafe-eval");
      expect(csp(origins, page)).not.toContain("api.github.com");
      expect(served(origins, page)["X-Robots-Tag"]).toBeUndefined();
    }
  });

  it("lets the editor reach the local backend only in a build for it", () => {
    const local = {
      ...origins,
      editor: { backend: "local" as const, proxyUrl: "http://127.0.0.1:8081/api/v1", siteBuildUrl: "/build.json" },
    };
    expect(csp(local, "/admin/")).toContain("connect-src 'self' blob: http://127.0.0.1:8081 https://kino.example.no;");
    expect(csp(local, "/admin/")).not.toContain("github");
    expect(csp(origins, "/admin/")).not.toContain("127.0.0.1");
  });

  it("lets the editor reach another GitHub API (the local stand-in) only when EDITOR_GITHUB_API_ROOT names it", () => {
    const env = { EDITOR_GITHUB_API_ROOT: "http://127.0.0.1:41234" };
    const standIn = { ...origins, editor: policyOriginsFromEnv(env, 118, "https://n.example/", "https://s.example").editor };
    expect(csp(standIn, "/admin/")).toContain("connect-src 'self' blob: http://127.0.0.1:41234 https://kino.example.no;");
    expect(csp(standIn, "/admin/")).not.toContain("api.github.com");
    expect(csp(standIn, "/")).not.toContain("127.0.0.1:41234");
    const plain = { ...origins, editor: policyOriginsFromEnv({}, 118, "https://n.example/", "https://s.example").editor };
    expect(csp(plain, "/admin/")).not.toContain("127.0.0.1");
  });
});
