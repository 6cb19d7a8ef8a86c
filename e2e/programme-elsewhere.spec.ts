import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { TEST_NOW } from "./test-clock";
import { test, expect } from "./fixtures";
import { content } from "./content";
import { builtPage } from "./built-page";
import { jsonFeedProblems, rssProblems } from "./feed-spec";

const coming = content.productions
  .flatMap((p) => p.events.filter((e) => Date.parse(e.start) > TEST_NOW).map((e) => ({ ...e, production: p })))
  .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

/**
 * A partner's page on another origin (the other of localhost and 127.0.0.1, so another site too),
 * with the snippet from docs/embedding.md and a strict policy of its own: scripts and frames from
 * the venue only.
 */
async function partnerSite(siteUrl: string, snippets: string[]) {
  const site = new URL(siteUrl);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'self'; script-src ${site.origin}; frame-src ${site.origin}`,
    });
    res.end(
      `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>Indre Fosen kommune</title></head><body><h1>Hva skjer i Rissa</h1>${snippets.join("<hr>")}<p>Slutt på siden.</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = site.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return { url: `http://${host}:${(server.address() as AddressInfo).port}/`, close: () => new Promise((r) => server.close(r)) };
}

const snippet = (siteUrl: string, attributes: string) =>
  `<script src="${siteUrl}/embed/program.js" ${attributes} async></script>`;

/** A page of the test's context that is not a page of the site (no hydration to wait for), with its policy violations watched. */
async function openPlain(context: BrowserContext, url: string): Promise<{ page: Page; violations: string[] }> {
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(url);
  return { page, violations };
}

test.describe("the programme on other sites", () => {
  test("a partner's page shows the venue's films in a frame of the right height, and a date opens the venue's page in the window", async ({
    context,
    baseURL,
  }) => {
    const films = coming.filter((d) => d.production.fields.category === "Film");
    expect(films.length, "the sample programme has coming films").toBeGreaterThan(1);
    const partner = await partnerSite(baseURL!, [
      snippet(baseURL!, 'data-kategori="film"'),
      snippet(baseURL!, 'data-sal="Ingen sal" data-tittel="Ingenting"'),
    ]);
    try {
      const { page, violations } = await openPlain(context, partner.url);
      const frameEl = page.locator('iframe[title="Program for Rissa kulturhus"]');
      await expect(frameEl).toHaveAttribute("src", `${baseURL}/embed/program?kategori=film`);
      const frame = page.frameLocator('iframe[title="Program for Rissa kulturhus"]');
      const rows = frame.locator(".program > li:not([hidden])");
      await expect(rows).toHaveCount(films.length);
      await expect(rows.first().locator(".tittel")).toHaveText(films[0].production.title);
      // Auto height: the frame is as tall as its programme, told by the frame, so no scroll bar.
      const inner = await frame.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      await expect.poll(() => frameEl.evaluate((f) => f.getBoundingClientRect().height)).toBe(inner);
      // A message from anyone but the venue's frame changes nothing.
      await page.evaluate(() => window.postMessage({ type: "rissa-kulturhus:program-hoyde", height: 5 }, "*"));
      await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
      expect(await frameEl.evaluate((f) => f.getBoundingClientRect().height)).toBe(inner);
      // A filter that matches nothing says so.
      await expect(
        page.frameLocator('iframe[title="Ingenting"]').getByText("Ingen kommende arrangementer passer til utvalget."),
      ).toBeVisible();

      await rows.first().getByRole("link").click();
      await expect(page).toHaveURL(`${baseURL}/${films[0].production.pageReference}`);
      expect(violations, "neither the partner's page nor the frame broke a policy").toEqual([]);
    } finally {
      await partner.close();
    }
  });

  test("the frame may be framed by any site, the rest of the site by none; its dates are filtered by access feature and counted", async ({
    context,
    request,
    baseURL,
  }) => {
    const framed = await request.get("/embed/program");
    expect(framed.headers()["content-security-policy"]).toContain("frame-ancestors *");
    expect(framed.headers()["x-frame-options"]).toBeUndefined();
    expect((await request.get("/kulturprogram")).headers()["x-frame-options"]).toBe("DENY");

    const looped = coming.filter((d) =>
      [...(d.production.fields.accessibility ?? []), ...(d.accessibility ?? [])].includes("teleslynge"),
    );
    const { page, violations } = await openPlain(
      context,
      `${baseURL}/embed/program?tilgang=teleslynge&antall=2&lenker=nytt-vindu`,
    );
    const rows = page.locator(".program > li:not([hidden])");
    await expect(rows).toHaveCount(Math.min(2, looped.length));
    await expect(rows.first().getByRole("link")).toHaveAttribute("target", "_blank");
    await expect(rows.first().getByRole("link")).toHaveAttribute("rel", "noopener");
    expect(violations).toEqual([]);
  });

  test("the programme's RSS and JSON feeds keep their specifications, with every coming date, and the programme's head links them", async ({
    request,
  }) => {
    const rss = await request.get("/feed/program.rss");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const rssText = await rss.text();
    expect(rssProblems(rssText)).toEqual([]);
    // The channel stands for the programme page, whatever page comes first in content/pages.
    expect(rssText).toMatch(/<channel>\s*<title>[^<]*<\/title>\s*<link>https?:\/\/[^<]+\/kulturprogram<\/link>/);
    const guids = [...rssText.matchAll(/<guid isPermaLink="false">[^<#]+#([^<]+)<\/guid>/g)].map((m) => m[1]);
    expect(guids).toEqual(coming.map((d) => d.id));

    const json = await request.get("/feed/program.json");
    expect(json.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
    const jsonText = await json.text();
    expect(jsonFeedProblems(jsonText)).toEqual([]);
    const feed = JSON.parse(jsonText);
    expect(new URL(feed.home_page_url).pathname).toBe("/kulturprogram");
    expect(feed.items.map((i: { _event: { start: string } }) => Date.parse(i._event.start))).toEqual(
      coming.map((d) => Date.parse(d.start)),
    );

    for (const route of ["/kulturprogram", "/"]) {
      const $ = builtPage(route);
      expect($('link[rel="alternate"][type="application/rss+xml"]').attr("href"), route).toBe("/feed/program.rss");
      expect($('link[rel="alternate"][type="application/feed+json"]').attr("href"), route).toBe("/feed/program.json");
    }
  });
});
