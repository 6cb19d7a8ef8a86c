import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { test, expect } from "./fixtures";
import { TAG_MANAGER_DATA_ORIGINS, TAG_MANAGER_SCRIPT_ORIGINS } from "../gatsby/post-build/security-headers";
import { SVG_POLICY } from "../gatsby/post-build/svg-headers";
import { SITE_ROOT } from "./test-site";

/** The test build as the shared server serves it (e2e/test-site.ts). */
const PUBLIC = SITE_ROOT;

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(/;\s*/)
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

test.describe("security headers", () => {
  test("every drawing is served with a policy of its own: opened by itself it can run and load nothing", async ({
    page,
    request,
  }) => {
    for (const url of ["/images/kart-operasjon-oleander.svg", "/logo.svg", "/favicon.svg"]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("image/svg+xml");
      expect(response.headers()["content-security-policy"]).toBe(SVG_POLICY);
    }
    // The drawing shows as a picture in a page all the same.
    await page.goto("/kart-operasjon-oleander");
    const drawing = page.locator('img[src="/images/kart-operasjon-oleander.svg"]').first();
    await expect(drawing).toBeVisible();
    expect(await drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  for (const [what, url, status] of [
    ["a content page", "/kantine", 200],
    ["the front page", "/", 200],
    ["a page that does not exist", "/finnes-ikke-her", 404],
    ["the service worker", "/sw.js", 200],
    ["page data", "/page-data/app-data.json", 200],
  ] as const) {
    test(`${what} is served with them`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(status);
      const h = response.headers();
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["permissions-policy"]).toContain("camera=()");
      expect(h["x-frame-options"]).toBe("DENY");
      // Strict-Transport-Security goes only with an https answer (nginx: `$scheme = https`); the tests' server is http.
      expect(h["strict-transport-security"]).toBeUndefined();
      const csp = directives(h["content-security-policy"] ?? "");
      // The test build configures Tag Manager (npm run build:e2e), so its origins are allowed, and no others.
      expect(csp["script-src"]).toEqual(["'self'", ...TAG_MANAGER_SCRIPT_ORIGINS]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(csp["connect-src"]).toEqual([
        "'self'",
        new URL(process.env.E2E_CINEMA_API as string).origin,
        ...TAG_MANAGER_DATA_ORIGINS,
      ]);
      expect(csp["form-action"]).toEqual(["'self'", "https://nyhetsbrev.example.com"]);
    });
  }

  test("HSTS is in the rules for an https site, sent only on an https connection", () => {
    const rules = fs.readFileSync(path.join(PUBLIC, "_nginx.conf"), "utf8");
    if (new URL(process.env.SITE_URL || "https://www.rissakulturhus.no").protocol === "https:")
      expect(rules).toMatch(
        /if \(\$scheme = https\) \{\s+set \$site_strict_transport_security "max-age=31536000; includeSubDomains";/,
      );
  });

  test("scripts with a content hash and pictures are kept for a year; pages, page data, indexes and the worker are checked every visit", async ({
    request,
  }) => {
    const html = await (await request.get("/kulturprogram")).text();
    const script = /<script src="(\/[^"]+-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
    expect(script, "the page loads a content-hashed script").toBeTruthy();
    const picture = /(\/static\/img\/[^"\s,]+\.webp)/.exec(html)?.[1];
    expect(picture, "the page shows a picture the build made").toBeTruthy();
    for (const url of [script!, picture!])
      expect([url, (await request.get(url)).headers()["cache-control"]]).toEqual([url, "public, max-age=31536000, immutable"]);
    for (const url of [
      "/kulturprogram",
      "/",
      "/page-data/kulturprogram/page-data.json",
      "/page-data/app-data.json",
      "/sw.js",
      "/build.json",
      "/search-index.json",
      "/finnes-ikke-her",
    ]) {
      expect([url, (await request.get(url)).headers()["cache-control"]]).toEqual([url, "public, max-age=0, must-revalidate"]);
    }
  });

  test("text comes compressed as the build wrote it: brotli where the browser takes it, else gzip, else as it is", async ({
    request,
  }) => {
    const html = await (await request.get("/kulturprogram", { headers: { "Accept-Encoding": "identity" } })).text();
    // Gatsby's app script, or on a page built of islands their script.
    const script = /<script src="(\/(?:app|islands)-[0-9a-f]{20}\.js)"/.exec(html)?.[1] as string;
    for (const url of ["/kulturprogram", "/", script, "/search-index.json", "/finnes-ikke-her"]) {
      const asked = async (encoding: string) => {
        const response = await request.get(url, { headers: { "Accept-Encoding": encoding } });
        return [url, encoding, response.headers()["content-encoding"] ?? "none", response.headers().vary];
      };
      // Brotli where nginx's brotli_static module loads (Debian: libnginx-mod-http-brotli-static), gzip otherwise.
      expect(await asked("gzip, deflate, br")).toEqual([
        url,
        "gzip, deflate, br",
        expect.stringMatching(/^(br|gzip)$/),
        "Accept-Encoding",
      ]);
      expect(await asked("gzip")).toEqual([url, "gzip", "gzip", "Accept-Encoding"]);
      expect(await asked("identity")).toEqual([url, "identity", "none", "Accept-Encoding"]);
    }
    // What the browser gets unpacked is the page itself.
    expect(await (await request.get("/kulturprogram", { headers: { "Accept-Encoding": "br, gzip" } })).text()).toBe(html);
  });

  test("each kind of file goes with its type", async ({ request }) => {
    const html = await (await request.get("/kulturprogram")).text();
    const webp = /(\/static\/img\/[^"\s,]+\.webp)/.exec(html)?.[1] as string;
    for (const [url, type] of [
      ["/kulturprogram", "text/html; charset=utf-8"],
      ["/kalender/program.ics", "text/calendar; charset=utf-8"],
      ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
      ["/search-index.json", "application/json; charset=utf-8"],
      ["/sw.js", "text/javascript; charset=utf-8"],
      [webp, "image/webp"],
    ])
      expect([url, (await request.get(url)).headers()["content-type"]]).toEqual([url, type]);
    // No picture of the build is AVIF yet; the rules name its type all the same.
    expect(fs.readFileSync(path.join(PUBLIC, "_nginx.conf"), "utf8")).toMatch(/image\/avif\s+avif;/);
  });

  test("an address that is not there gets the site's own page with status 404, and no folder is listed", async ({ request }) => {
    for (const url of ["/finnes-ikke-her", "/static/", "/static/img/", "/page-data/", "/kalender/finnes-ikke.ics"]) {
      const response = await request.get(url);
      expect([url, response.status()]).toEqual([url, 404]);
      expect(await response.text()).toContain('id="___gatsby"');
    }
  });

  test("no dotfile, no rule file of the host and nothing above the site is served", async ({ request, baseURL }) => {
    for (const url of [
      "/_headers",
      "/_redirects",
      "/_nginx.conf",
      "/.derived-files.json",
      "/.env",
      "/.git/config",
      "/static/.hidden",
    ])
      expect([url, (await request.get(url)).status()]).toEqual([url, 404]);
    // Paths that climb out, sent as they are (a browser resolves them first): nginx refuses them.
    const { hostname, port } = new URL(baseURL as string);
    for (const raw of ["/../package.json", "/%2e%2e/%2e%2e/etc/passwd", "/static/..%2f..%2f..%2fpackage.json"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.get({ host: hostname, port, path: raw }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
      });
      expect([raw, status]).toEqual([raw, 400]);
    }
  });

  test("a page checked again is answered 'not modified' while it is the same", async ({ request }) => {
    const first = await request.get("/kulturprogram");
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get("/kulturprogram", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
  });

  test("no source map is published", async () => {
    const maps = (fs.readdirSync(PUBLIC, { recursive: true }) as string[]).filter((f) => f.endsWith(".map"));
    expect(maps).toEqual([]);
  });

  test("a script slipped into the page does not run", async ({ page, policyViolations }) => {
    await page.goto("/kantine");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => policyViolations.some((m) => /script-src/.test(m))).toBe(true);
    policyViolations.length = 0;
  });

  test("no other site can show the pages in a frame", async ({ page, policyViolations, baseURL }) => {
    // A page of no origin and with no policy of its own, framing ours.
    await page.setContent(`<iframe title="innebygd" src="${baseURL}/kantine"></iframe>`);
    await expect.poll(() => policyViolations.some((m) => /frame-ancestors 'none'/.test(m))).toBe(true);
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveCount(0);
    policyViolations.length = 0;
  });

  test("no built page has an inline script the policy would block; each sets Gatsby's globals once, or is built of islands and loads their script alone", () => {
    const pages: string[] = [];
    // public/_gatsby/slices holds what Gatsby stitches into pages, not pages.
    const walk = (dir: string) =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .forEach((e) =>
          e.isDirectory()
            ? path.join(dir, e.name) !== path.join(PUBLIC, "_gatsby", "slices") && walk(path.join(dir, e.name))
            : e.name.endsWith(".html") && pages.push(path.join(dir, e.name)),
        );
    walk(PUBLIC);
    expect(pages.length).toBeGreaterThan(40);
    const problems = pages.flatMap((file) => {
      const html = fs.readFileSync(file, "utf8");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const inline = scripts.some(
        ([, attrs, body]) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs) && body.trim() !== "",
      );
      const blocks = scripts.filter(([, attrs]) => /id="site-globals"/.test(attrs)).length;
      const loaders = scripts.filter(([, attrs]) => /src="\/site-globals-[0-9a-f]+\.js"/.test(attrs)).length;
      const islandScripts = scripts.filter(([, attrs]) => /src="\/islands-[0-9a-f]+\.js"/.test(attrs)).length;
      const runtimeScripts = scripts.filter(([, attrs]) => /src="\/(app|framework)-[0-9a-f]+\.js"/.test(attrs)).length;
      const where = path.relative(PUBLIC, file);
      // Redirect stubs carry no Gatsby scripts at all.
      const gatsbyPage = html.includes('id="___gatsby"');
      // A page built of islands (src/islands/pages.ts) has neither Gatsby's globals nor its runtime.
      const islandsPage = islandScripts > 0;
      const counts = `${blocks} globals blocks, ${loaders} loaders, ${islandScripts} islands scripts, ${runtimeScripts} runtime scripts`;
      const wrong = islandsPage
        ? blocks !== 0 || loaders !== 0 || islandScripts !== 1 || runtimeScripts !== 0
        : gatsbyPage && (blocks !== 1 || loaders !== 1);
      return [...(inline ? [`${where}: inline script`] : []), ...(wrong ? [`${where}: ${counts}`] : [])];
    });
    expect(problems).toEqual([]);
    expect(
      pages.filter((file) => /src="\/islands-[0-9a-f]+\.js"/.test(fs.readFileSync(file, "utf8"))).length,
      "pages built of islands",
    ).toBeGreaterThan(0);
  });
});
