import { cardColumns } from "./card-columns";

describe("card columns", () => {
  it("fills every row where it can, and never leaves one card alone on the last row", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(cardColumns)).toEqual([2, 2, 3, 4, 3, 3, 4, 4, 3, 4]);
    // Only 13, 25, 37 ... leave one over in both three and four columns.
    for (let n = 2; n <= 40; n++) if (n % 12 !== 1) expect(n % cardColumns(n)).not.toBe(1);
  });
});
