/** @jest-environment jsdom */
import { classesIn, DRAWN_BY_SCRIPT, pageRules } from "./page-rules";
import { openConsentSettings } from "../../src/features/consent";
import { ensureNoticeRegion } from "../../src/features/offline";
import { saveConsent } from "../../src/consent/consent-choice";
import { loadLiveStatusDraw } from "../../src/features/cinema/contract";

jest.mock("../../src/features/consent/tag-manager", () => ({ grantAndLoad: jest.fn(), withdraw: jest.fn() }));

const page = (body: string) => `<!DOCTYPE html><html lang="nb"><head><title>x</title></head><body>${body}</body></html>`;
const card = page(
  '<main class="kø"><article class="card card--wide"><h2 class="card__title">Jul</h2><a class="button" href="/">Les</a></article></main>',
);

describe("pageRules: the rules a page's HTML can use", () => {
  // Each selector kind a rule filter can get wrong, with whether the card page above keeps it.
  it.each([
    ["a class the page has", ".card{color:red}", true],
    ["a class no element has", ".menu--open{display:block}", false],
    ["every class of a compound selector present", ".card.card--wide{gap:0}", true],
    ["one class of a compound selector missing", ".card.card--open{gap:0}", false],
    ["descendant, both present", ".card .card__title{margin:0}", true],
    ["descendant, the ancestor missing", ".is-open .card__title{margin:0}", false],
    ["sibling and child combinators", ".card>.card__title+.button~a{margin:0}", true],
    ["elements only", "h2{font-size:2rem}", true],
    ["the root and custom properties", ":root{--ink:#111}", true],
    ["pseudo-classes on a class present", ".button:hover,.button:focus-visible{outline:2px solid}", true],
    ["pseudo-element on a class missing", ".tag::before{content:'#'}", false],
    ["a state given by attribute, the class present", '.card[aria-expanded="true"]{color:red}', true],
    ["a class inside an attribute value is no class", 'a[href$=".pdf"]{color:red}', true],
    ["a class only inside :not() is not needed", "main :not(.hidden){color:red}", true],
    [":not() does not excuse the classes around it", ".menu:not(.hidden){color:red}", false],
    [":is() or :where() may match by another class: kept", ":is(.menu,.card) h2{color:red}", true],
    [":has() kept", ".card:has(img){color:red}", true],
    ["one of a list of selectors matches", ".menu,.card{color:red}", true],
    ["none of a list of selectors matches", ".menu,.tabs{color:red}", false],
    ["a class drawn by script on every page (the consent notice)", ".consent-notice__choices{display:flex}", true],
    ["an escaped class is kept, unread", ".md\\:wide{width:100%}", true],
    ["a class with letters beyond ASCII, read whole (not as .card)", ".cardø{margin:0}", false],
    ["a class beyond ASCII the page has", ".kø{margin:0}", true],
  ])("%s", (_, rule, kept) => {
    expect(pageRules(rule)(card)).toBe(kept ? rule : "");
  });

  it("keeps the stylesheet's order, and what holds no rules (@keyframes, @font-face)", () => {
    const css =
      ".card{color:red}@keyframes spin{to{transform:rotate(1turn)}}.menu{color:blue}@font-face{font-family:x;src:local(x)}h2{margin:0}.card__title{margin:1px}";
    expect(pageRules(css)(card)).toBe(
      ".card{color:red}@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:x;src:local(x)}h2{margin:0}.card__title{margin:1px}",
    );
  });

  it("keeps a @media or @supports block with the rules of it the page can use, and leaves an empty one out", () => {
    const css =
      "@media (min-width:720px){.card{gap:1rem}.menu{display:none}}@media print{.menu{display:none}}@supports (display:grid){@media (min-width:1px){.card__title{display:grid}}}";
    expect(pageRules(css)(card)).toBe(
      "@media (min-width:720px){.card{gap:1rem}}@supports (display:grid){@media (min-width:1px){.card__title{display:grid}}}",
    );
  });

  it("reads the page's classes from every class attribute, as React writes them", () => {
    expect([
      ...classesIn(page('<div class="a  b"><svg class="icon"></svg><p class="">x</p><i data-class="no"></i></div>')),
    ]).toEqual(["a", "b", "icon"]);
  });

  it("lists every class the consent notice and the site's notices draw outside the islands", async () => {
    // Opened again from its settings button: with the answer given last time, all of its parts.
    saveConsent("denied");
    openConsentSettings("GTM-TEST");
    ensureNoticeRegion(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector(".consent-notice__current")).not.toBeNull();
    const drawn = classesIn(document.documentElement.outerHTML);
    expect(drawn.size).toBeGreaterThan(3);
    expect([...drawn].filter((name) => !DRAWN_BY_SCRIPT.has(name))).toEqual([]);
  });

  it("lists every class a date's live ticket state draws without React", async () => {
    // A build with partner 118's cinema API, which answers one date sold out and one with few seats.
    process.env.GATSBY_CINEMA_API_118 = "https://kino.example/api/";
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => [
        { Id: "a", SoldOut: true, AvailableSeats: 0 },
        { Id: "b", SoldOut: false, AvailableSeats: 4 },
      ],
    })) as unknown as typeof fetch;
    const { drawLiveStatus } = await loadLiveStatusDraw();
    delete process.env.GATSBY_CINEMA_API_118;
    const [soldOut, few] = ["a", "b"].map((eventId) => {
      const place = document.createElement("span");
      drawLiveStatus(place, { partner: 118, eventId, pageEventIds: ["a", "b"] });
      return place;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([soldOut.textContent, few.textContent]).toEqual(["Utsolgt", "Få billetter igjen (4)"]);
    const drawn = classesIn(soldOut.outerHTML + few.outerHTML);
    expect([...drawn].filter((name) => !DRAWN_BY_SCRIPT.has(name))).toEqual([]);
  });
});
