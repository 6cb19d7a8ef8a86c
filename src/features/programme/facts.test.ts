import { formatDuration, formatPrice } from "./facts";

describe("facts as a visitor reads them", () => {
  it("prices in whole kroner, thousands apart by a non-breaking space, as Intl's Norwegian has them", () => {
    const intl = new Intl.NumberFormat("nb-NO", { maximumFractionDigits: 0 });
    for (const kroner of [0, 5, 90, 999, 1000, 1250, 9999, 10000, 123456, 1234567, 149.5, 99.4]) {
      expect(formatPrice(kroner)).toBe(`${intl.format(kroner).replace(/\s/g, "\u00a0")}\u00a0kr`);
    }
    expect(formatPrice(1250)).toBe("1\u00a0250\u00a0kr");
  });

  it("durations in hours and minutes", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(78)).toBe("1 t 18 min");
    expect(formatDuration(120)).toBe("2 t");
  });
});
