import { isPublished, scheduleState } from "./schedule";
import { validateFile } from "./validate-file";
import { validArticle, validProduction } from "./__fixtures__/content";

const at = (iso: string) => Date.parse(iso);

describe("scheduled publishing", () => {
  const item = { publishAt: "2027-01-10T12:00:00+01:00", unpublishAt: "2027-02-01T00:00:00+01:00" };

  it("publishes at publishAt, not a millisecond before", () => {
    expect(scheduleState(item, at("2027-01-10T11:59:59.999+01:00"))).toBe("scheduled");
    expect(scheduleState(item, at("2027-01-10T12:00:00+01:00"))).toBe("published");
    // The same moment written in UTC is the same edge.
    expect(isPublished(item, at("2027-01-10T11:00:00Z"))).toBe(true);
  });

  it("unpublishes at unpublishAt: built until the millisecond before, not from it on", () => {
    expect(scheduleState(item, at("2027-01-31T23:59:59.999+01:00"))).toBe("published");
    expect(scheduleState(item, at("2027-02-01T00:00:00+01:00"))).toBe("unpublished");
  });

  it("publishes an item without a schedule, and honours either edge alone", () => {
    expect(isPublished({}, 0)).toBe(true);
    expect(isPublished({ publishAt: item.publishAt }, at("2030-01-01T00:00:00Z"))).toBe(true);
    expect(isPublished({ unpublishAt: item.unpublishAt }, at("2020-01-01T00:00:00Z"))).toBe(true);
  });
});

describe("publishAt and unpublishAt in content", () => {
  it("are taken on productions and articles as date-times with offset", () => {
    expect(validateFile("production", { ...validProduction(), ...{ publishAt: "2027-01-10T12:00:00+01:00" } }).ok).toBe(true);
    expect(validateFile("article", { ...validArticle(), unpublishAt: "2027-02-01T00:00:00+01:00" }).ok).toBe(true);
  });

  it("refuse a date that does not exist, in the build's words and in Norwegian", () => {
    const result = validateFile("article", { ...validArticle(), publishAt: "2027-02-29T12:00:00+01:00" });
    expect(!result.ok && result.errors.map((e) => [e.path, e.message, e.nb])).toEqual([
      [
        "publishAt",
        'expected a real date and time with offset, like "2026-12-05T19:00:00+01:00" (month 01-12, a day the month has, hour 00-23, minute and second 00-59), got "2027-02-29T12:00:00+01:00"',
        "Datoen finnes ikke: februar 2027 har 28 dager.",
      ],
    ]);
  });

  it("refuse an unpublishAt that is not after publishAt", () => {
    const result = validateFile("production", {
      ...validProduction(),
      publishAt: "2027-01-10T12:00:00+01:00",
      unpublishAt: "2027-01-10T11:00:00Z",
    });
    expect(!result.ok && result.errors.map((e) => [e.path, e.message, e.nb])).toEqual([
      [
        "unpublishAt",
        'expected a moment after publishAt ("2027-01-10T12:00:00+01:00"), got "2027-01-10T11:00:00Z"',
        "Avpubliseringen må komme etter publiseringen.",
      ],
    ]);
  });
});
