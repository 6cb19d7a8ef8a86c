import { LISTING_PAGE_SIZE, listingPagePath, makeListing, pagerPages } from "./listing";
import type { ProgrammeItem } from "./programme-item";

const item = (n: number, category: string): ProgrammeItem => ({
  id: `p${n}`,
  title: `Produksjon ${n}`,
  path: `/p${n}`,
  objectClass: "culture",
  category,
  summary: "",
  image: { url: "/x.svg", alt: "", focalPointQuery: "" },
  events: [{ id: `e${n}`, start: new Date(Date.UTC(2027, n % 12, 1, 18)).toISOString(), hall: "Smia" }],
});

describe("programme listing pages", () => {
  const items = Array.from({ length: 60 }, (_, n) => item(n, n % 3 ? "Konsert" : "Teater"));

  it("cuts the programme into pages, and offers every category and month of the whole programme", () => {
    const second = makeListing(items, 2);
    expect(second).toMatchObject({ page: 2, pages: 5, pageSize: 12, total: 60, categories: ["Konsert", "Teater"] });
    expect(second.items.map((i) => i.id)).toEqual(items.slice(LISTING_PAGE_SIZE, 2 * LISTING_PAGE_SIZE).map((i) => i.id));
    expect(second.months).toHaveLength(12);
    expect(makeListing(items, 99).page).toBe(5);
    expect(makeListing([], 1)).toMatchObject({ page: 1, pages: 1, total: 0, items: [] });
  });

  it("publishes the first page at the page's own path and the others under side/", () => {
    expect(listingPagePath("/kulturprogram", 1)).toBe("/kulturprogram");
    expect(listingPagePath("/kulturprogram", 7)).toBe("/kulturprogram/side/7");
  });

  it("links the first, the last and the pages around the current one", () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 84)).toEqual([1, 2, 3, "gap", 84]);
    expect(pagerPages(40, 84)).toEqual([1, "gap", 38, 39, 40, 41, 42, "gap", 84]);
    expect(pagerPages(5, 6)).toEqual([1, "gap", 3, 4, 5, 6]);
  });
});
