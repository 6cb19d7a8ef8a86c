/** @jest-environment node */
import { comingDates, type FeedProduction } from "./coming-dates";
import { jsonFeed, rssFeed, RSS_BUILD_DATE_LINE } from "./programme-feeds";
import { embedPage } from "./embed-page";
import { jsonFeedProblems, rssProblems } from "../../e2e/feed-spec";

const site = { name: "Rissa kulturhus", siteUrl: "https://www.rissakulturhus.no", programmePath: "/kulturprogram" };
const production = (
  title: string,
  pageReference: string,
  events: FeedProduction["events"],
  category = "Konsert",
): FeedProduction => ({
  title,
  pageReference,
  fields: { category, accessibility: ["teleslynge"] },
  contents: [{ summary: `Om ${title} & <venner>.` }],
  events,
});
const programme = [
  production("Jul & «glede» <i>", "jul", [
    { id: "ev-2", start: "2026-12-05T19:00:00+01:00", hall: "Bojersalen" },
    { id: "ev-3", start: "2026-12-06T18:00:00+01:00", hall: "Bojersalen", status: "cancelled", accessibility: ["tekstet"] },
  ]),
  production("Reven", "reven", [{ id: "ev-1", start: "2026-12-01T17:00:00+01:00", hall: "Auditoriet" }], "Film"),
];
const dates = comingDates(programme);

describe("the programme's feeds", () => {
  it("list every coming date once, soonest first, with its access features", () => {
    expect(dates.map((d) => [d.id, d.access])).toEqual([
      ["ev-1", ["teleslynge"]],
      ["ev-2", ["teleslynge"]],
      ["ev-3", ["teleslynge", "tekstet"]],
    ]);
  });

  it("make RSS 2.0 that keeps the specification, with text escaped and dates in RFC 822", () => {
    const rss = rssFeed(dates, site, Date.parse("2026-11-25T11:00:00Z"));
    expect(rssProblems(rss)).toEqual([]);
    expect(rss).toContain("<lastBuildDate>Wed, 25 Nov 2026 11:00:00 GMT</lastBuildDate>");
    expect(rss).toContain("<pubDate>Sat, 05 Dec 2026 18:00:00 GMT</pubDate>");
    expect(rss).toContain("<title>Jul &amp; «glede» &lt;i&gt; – søndag 6. desember 2026 kl. 18:00 (Avlyst)</title>");
    expect(rss).toContain('<guid isPermaLink="false">https://www.rissakulturhus.no/jul#ev-3</guid>');
    // Only the build date differs between two builds of the same programme.
    expect(rss.replace(RSS_BUILD_DATE_LINE, "")).toBe(rssFeed(dates, site, Date.now()).replace(RSS_BUILD_DATE_LINE, ""));
  });

  it("make a JSON Feed 1.1 that keeps the specification, the date's facts in its _event extension", () => {
    const text = jsonFeed(dates, site);
    expect(jsonFeedProblems(text)).toEqual([]);
    const feed = JSON.parse(text);
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      feed_url: "https://www.rissakulturhus.no/feed/program.json",
    });
    expect(feed.items[2]).toMatchObject({
      id: "https://www.rissakulturhus.no/jul#ev-3",
      url: "https://www.rissakulturhus.no/jul",
      date_published: "2026-12-06T17:00:00.000Z",
      tags: ["Konsert", "Teleslynge", "Tekstet"],
      _event: { start: "2026-12-06T18:00:00+01:00", hall: "Bojersalen", status: "cancelled", access: ["teleslynge", "tekstet"] },
    });
  });

  it("find what breaks the specifications", () => {
    expect(rssProblems("<rss version='2.0'><channel><title>x</title></channel>")).toEqual([expect.stringMatching(/^XML/)]);
    expect(
      rssProblems(
        "<rss version='2.0'><channel><title>x</title><link>y</link><description>z</description><item><pubDate>2026-12-01</pubDate></item></channel></rss>",
      ),
    ).toEqual(["item 0: a <title> or a <description> is required", 'item 0 <pubDate>: not an RFC 822 date: "2026-12-01"']);
    expect(
      jsonFeedProblems(
        JSON.stringify({ version: "https://jsonfeed.org/version/1", items: [{ id: 1, date_published: "1. des.", when: 1 }] }),
      ),
    ).toEqual([
      'version: expected the 1.1 URL, got "https://jsonfeed.org/version/1"',
      "title: a text is required",
      "items[0].id: a text is required",
      "items[0]: content_html or content_text is required",
      "items[0].date_published: not an RFC 3339 date",
      "items[0].when: not a JSON Feed field",
    ]);
  });
});

describe("a sold-out date", () => {
  const sold = comingDates([
    production("Julekonsert", "julekonsert", [
      { id: "ev-9", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen", status: "soldOut" },
      { id: "ev-10", start: "2026-12-13T16:00:00+01:00", hall: "Bojersalen" },
    ]),
  ]);

  it("is marked «Utsolgt» in RSS and JSON Feed, the next date not", () => {
    const rss = rssFeed(sold, site, Date.parse("2026-11-25T11:00:00Z"));
    const titles = [...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      "Julekonsert – lørdag 12. desember 2026 kl. 18:00 (Utsolgt)",
      "Julekonsert – søndag 13. desember 2026 kl. 16:00",
    ]);
    const items = JSON.parse(jsonFeed(sold, site)).items;
    expect(items.map((i: { title: string }) => i.title.endsWith("(Utsolgt)"))).toEqual([true, false]);
    expect(items[0].content_text).toMatch(/^Konsert, Bojersalen\. Utsolgt\./);
    expect(items[0]._event.status).toBe("soldOut");
  });

  it("is marked «Utsolgt» in the embed, the next date not", () => {
    const rows = embedPage(sold, site)
      .split("\n")
      .filter((line) => line.includes("<time"));
    expect(rows.map((r) => /class="utsolgt"/.test(r) && r.includes("<strong>Utsolgt</strong>"))).toEqual([true, false]);
  });
});

describe("the embeddable programme", () => {
  it("lists every coming date with what the frame filters on, escaped, linking to the venue in the top window", () => {
    const page = embedPage(dates, site);
    expect(page).toContain('<li data-kategori="konsert" data-sal="bojersalen" data-tilgang="teleslynge tekstet" class="avlyst">');
    expect(page).toContain('<a href="/reven" target="_top">');
    expect(page).toContain('<span class="tittel">Jul &amp; «glede» &lt;i&gt;</span>');
    expect(page).not.toContain("<i>");
    expect(page).toMatch(/<p class="tom" hidden>/);
    expect(embedPage([], site)).toMatch(/<p class="tom">Ingen kommende arrangementer passer til utvalget\.<\/p>/);
  });
});
