import { accessOf, isAccessFeature } from "./access-features";

describe("what a date offers", () => {
  it("is the production's features and the date's own, once each, in the programme's fixed order", () => {
    expect(
      accessOf({ accessibility: ["tekstet", "teleslynge", "ledsager-gratis"] }, { accessibility: ["teleslynge", "syntolket"] }),
    ).toEqual(["teleslynge", "tekstet", "syntolket", "ledsager-gratis"]);
  });

  it("is the production's alone without a date, and the date's alone for a date's row", () => {
    expect(accessOf({ accessibility: ["rullestolplass"] })).toEqual(["rullestolplass"]);
    expect(accessOf({}, { accessibility: ["avslappet-visning"] })).toEqual(["avslappet-visning"]);
  });

  it("is nothing when neither says anything, and leaves out what is not an access feature", () => {
    expect(accessOf({ accessibility: null }, { accessibility: undefined })).toEqual([]);
    expect(accessOf({ accessibility: ["trapp", "tekstet"] })).toEqual(["tekstet"]);
  });

  it.each([
    ["teleslynge", true],
    ["avslappet-visning", true],
    ["Teleslynge", false],
    ["", false],
    ["__proto__", false],
  ])("%j is an access feature: %s", (value, expected) => {
    expect(isAccessFeature(value)).toBe(expected);
  });
});
