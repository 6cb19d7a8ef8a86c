/** @jest-environment node */
import { programmePageSize } from "./programme-page-size";

describe("PROGRAMME_PAGE_SIZE", () => {
  it("is 12 unless set, and a whole number from 1 to 200 when set", () => {
    expect(programmePageSize({})).toBe(12);
    expect(programmePageSize({ PROGRAMME_PAGE_SIZE: "4" })).toBe(4);
    for (const bad of ["0", "201", "fire", "2.5"])
      expect(() => programmePageSize({ PROGRAMME_PAGE_SIZE: bad })).toThrow(/PROGRAMME_PAGE_SIZE/);
  });
});
