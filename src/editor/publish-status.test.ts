import { buildStartOf, isLater } from "./publish-status";

describe("when a save is live", () => {
  const savedAt = Date.UTC(2026, 10, 26, 3, 15, 0);

  it("reads when a build started from its id", () => {
    expect(buildStartOf("20261126031500123-ab12cd34")).toBe(Date.UTC(2026, 10, 26, 3, 15, 0, 123));
    expect(buildStartOf("e2e-0011")).toBeNull();
  });

  it("counts only a build that started after the save", () => {
    expect(isLater("20261126031501000-aa", "20261126030000000-bb", savedAt)).toBe(true);
    // Under way when the save was made: it read the files before.
    expect(isLater("20261126031459000-aa", "20261126030000000-bb", savedAt)).toBe(false);
    expect(isLater("20261126030000000-bb", "20261126030000000-bb", savedAt)).toBe(false);
  });

  it("counts any other build where the id does not say when it started", () => {
    expect(isLater("e2e-1-ny1", "e2e-1", savedAt)).toBe(true);
    expect(isLater("e2e-1", "e2e-1", savedAt)).toBe(false);
  });
});
