import { filterFromSearch, searchForFilter } from "./filter-programme";
import { applyFilter } from "./apply-filter";
import { accessOf } from "../../access-features/access-features";
import type { ProgrammeItem } from "./programme-item";

const film: ProgrammeItem = {
  id: "film",
  title: "Film",
  path: "/film",
  objectClass: "movie",
  category: "Film",
  summary: "",
  image: { url: "/x.svg", alt: "", focalPointQuery: "" },
  accessibility: ["teleslynge"],
  events: [
    { id: "a", start: "2027-01-02T12:00:00+01:00", hall: "Auditoriet" },
    { id: "b", start: "2027-01-03T12:00:00+01:00", hall: "Auditoriet", accessibility: ["tekstet"] },
  ],
};
const concert: ProgrammeItem = {
  ...film,
  id: "konsert",
  accessibility: undefined,
  events: [{ id: "c", start: "2027-01-01T19:00:00+01:00", hall: "Smia" }],
};

describe("the access filter", () => {
  it("keeps the dates that offer every chosen feature, the production's and the date's own together", () => {
    expect(accessOf(film, film.events[1])).toEqual(["teleslynge", "tekstet"]);
    const shown = applyFilter([film, concert], { category: null, month: null, access: ["tekstet", "teleslynge"] });
    expect(shown.map((i) => [i.id, i.events.map((e) => e.id)])).toEqual([["film", ["b"]]]);
    expect(
      applyFilter([film, concert], { category: null, month: null, access: ["teleslynge"] }).map((i) => i.events.length),
    ).toEqual([2]);
  });

  it("lives in the address and ignores what it does not know", () => {
    expect(filterFromSearch("?tilgang=tekstet,teleslynge,heis").access).toEqual(["tekstet", "teleslynge"]);
    expect(filterFromSearch("?tilgang=tekstet,teleslynge,tekstet").access).toEqual(["tekstet", "teleslynge"]);
    expect(searchForFilter({ category: null, month: null, access: ["teleslynge", "tekstet"] })).toBe(
      "?tilgang=teleslynge%2Ctekstet",
    );
  });
});
