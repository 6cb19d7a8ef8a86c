import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";
import { content } from "./content";

const routeTypes: [string, string][] = [
  ["front page", "/"],
  ["programme", "/kulturprogram"],
  ["content page", "/bojersalen"],
  ["article", "/article/article-leter-du-etter-den-perfekte-gaven"],
  [
    "culture page",
    `/${content.productions.find((p) => p.events.length > 1)?.pageReference ?? content.productions[0].pageReference}`,
  ],
  ["search with results", "/search?q=konsert"],
  ["not found", "/finnes-ikke"],
  ["lobby programme screen", "/program-skjerm"],
  ["lobby slideshow screen", "/slideshow-skjerm"],
  ["login", "/min-side/logg-inn"],
  // A shared list: its rows, their Husk buttons and "Husk alle" are on the page.
  ["saved list", `/husket?forestillinger=${content.productions.map((p) => p.id).join(",")}`],
  ["film page with movie info and reviews", `/${content.productions.find((p) => p.fields.ediNumber)?.pageReference}`],
];

test.describe("accessibility (axe)", () => {
  for (const [name, route] of routeTypes) {
    test(`${name} has no serious or critical violations`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    });
  }
});
