import { checkStored, parseNorwegian, toNorwegian } from "./oslo-time";

describe("dates as the editor writes them", () => {
  it("stores Oslo's offset of that day: winter +01:00, summer +02:00", () => {
    expect(parseNorwegian("06.03.2027 18:00")).toEqual({ ok: true, iso: "2027-03-06T18:00:00+01:00" });
    expect(parseNorwegian("14.05.2027 kl. 19.00")).toEqual({ ok: true, iso: "2027-05-14T19:00:00+02:00" });
    expect(toNorwegian("2027-05-14T19:00:00+02:00")).toBe("14.05.2027 19:00");
  });

  it("refuses a date or time that does not exist, in Norwegian", () => {
    expect(parseNorwegian("31.02.2027 19:00")).toEqual({
      ok: false,
      message: "Datoen finnes ikke: februar 2027 har 28 dager, ikke 31.",
    });
    expect(parseNorwegian("01.13.2027 19:00")).toMatchObject({
      ok: false,
      message: expect.stringContaining("Måned 13 finnes ikke"),
    });
    expect(parseNorwegian("01.02.2027 25:00")).toMatchObject({
      ok: false,
      message: expect.stringContaining("Klokkeslettet 25:00 finnes ikke"),
    });
    expect(parseNorwegian("i morgen")).toMatchObject({
      ok: false,
      message: expect.stringContaining("for eksempel 14.05.2027 19:00"),
    });
  });

  it("refuses a stored time whose offset is not Oslo's", () => {
    expect(checkStored("2027-05-14T19:00:00+02:00")).toMatchObject({ ok: true });
    expect(checkStored("2027-05-14T19:00:00+01:00")).toMatchObject({
      ok: false,
      message: expect.stringContaining("ikke Oslo-tid"),
    });
    expect(checkStored("")).toEqual({ ok: false, message: "Fyll inn tidspunktet." });
  });
});
