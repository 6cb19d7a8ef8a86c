import { formatFocalPoint, parseFocalPoint, pointInBox } from "./focal-point";
import { validateFile } from "../config/model";
import { validProduction } from "../../../content-model/__fixtures__/content";

describe("a picture's focal point", () => {
  it("reads what the content keeps, and nothing the model would refuse", () => {
    expect(parseFocalPoint("fp-x=0.62&fp-y=0.3")).toEqual({ x: 0.62, y: 0.3 });
    expect(parseFocalPoint("fp-x=1&fp-y=0")).toEqual({ x: 1, y: 0 });
    for (const refused of ["", undefined, "fp-x=1.5&fp-y=0.3", "fp-y=0.3&fp-x=0.5", "fp-x=0.5", "fp-x=-0.1&fp-y=0"])
      expect(parseFocalPoint(refused)).toBeNull();
  });

  it("writes a point as the model's pattern wants it, in whole per cent, within the picture", () => {
    expect(formatFocalPoint({ x: 0.6234, y: 0.3 })).toBe("fp-x=0.62&fp-y=0.3");
    expect(formatFocalPoint({ x: 1.2, y: -0.1 })).toBe("fp-x=1&fp-y=0");
    expect(formatFocalPoint({ x: 0.5, y: 0.5 })).toBe("fp-x=0.5&fp-y=0.5");
  });

  it("is a value the build takes, wherever the editor puts the point", () => {
    const production = (focalPointQuery: string) => ({
      ...validProduction(),
      assets: [{ ...validProduction().assets[0], focalPointQuery }],
    });
    for (const x of [0, 0.005, 0.333333, 0.999, 1])
      expect(validateFile("production", production(formatFocalPoint({ x, y: 1 - x }))).errors).toEqual([]);
  });

  it("is where a click lands in the picture", () => {
    expect(pointInBox({ left: 100, top: 50, width: 400, height: 200 }, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
  });
});
