import { asksFilter } from "./filter-params";
import { filterFromSearch } from "./filter-programme";

describe("whether an address asks the programme for a filter", () => {
  it.each([
    ["?kategori=Konsert", true],
    ["?maaned=2026-12", true],
    ["?naar=i-dag", true],
    ["?tilgang=teleslynge", true],
    ["?kategori=&maaned=", false],
    ["?q=jazz", false],
    ["", false],
  ])("%s: %s", (search, asks) => expect(asksFilter(search)).toBe(asks));

  it("reads the parameters the filter itself reads", () => {
    const search = "?naar=i-dag&kategori=Konsert&maaned=2026-12&tilgang=teleslynge";
    expect(asksFilter(search)).toBe(true);
    expect(filterFromSearch(search)).toEqual({ category: "Konsert", month: "2026-12", when: "i-dag", access: ["teleslynge"] });
  });
});
