/** @jest-environment node */
import { toProgrammeItem, type ProgrammeSource } from "./programme-item";

/** A production as a query gives it: a field the file leaves out comes as null, not missing. */
const fromQuery = (fields: Partial<ProgrammeSource["fields"]>, events?: ProgrammeSource["events"]): ProgrammeSource => ({
  contentId: "prod-1",
  title: "Julekonsert",
  objectClass: "culture",
  pageReference: "julekonsert-2026",
  fields: { category: "Konsert", organizer: null, duration: null, ...fields },
  contents: [{ summary: "Kor og orkester.", body: null }],
  assets: [{ type: "first_image", url: "/images/jul.svg", alt: "Julelys", focalPointQuery: "fp-x=0.5&fp-y=0.3" }],
  events: events ?? [{ id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen", status: null, accessibility: null }],
});

describe("a production as the programme shows it", () => {
  it("has no price, age limit or film number where the query gave none (null)", () => {
    const item = toProgrammeItem(fromQuery({ priceFrom: null, ageLimit: null, ediNumber: null, accessibility: null }));
    expect(item).not.toHaveProperty("priceFrom");
    expect(item).not.toHaveProperty("ageLimit");
    expect(item).not.toHaveProperty("ediNumber");
    expect(item).not.toHaveProperty("accessibility");
  });

  it("keeps a price of 0 (free) and the others where there are some", () => {
    const item = toProgrammeItem(fromQuery({ priceFrom: 0, ageLimit: "A", ediNumber: "NO-1", accessibility: ["teleslynge"] }));
    expect(item).toMatchObject({ priceFrom: 0, ageLimit: "A", ediNumber: "NO-1", accessibility: ["teleslynge"] });
    expect(item.path).toBe("/julekonsert-2026");
  });

  it("gives each date the fields it has, none as null, its access features as the content lists them", () => {
    const item = toProgrammeItem(
      fromQuery({}, [
        { id: "ev-2", start: "2026-12-02T19:00:00+01:00", hall: "Smia", status: null, accessibility: null },
        {
          id: "ev-1",
          start: "2026-12-01T19:00:00+01:00",
          hall: "Smia",
          status: "soldOut",
          accessibility: ["tekstet", "teleslynge"],
        },
      ]),
    );
    expect(item.events).toEqual([
      {
        id: "ev-1",
        start: "2026-12-01T19:00:00+01:00",
        hall: "Smia",
        status: "soldOut",
        accessibility: ["tekstet", "teleslynge"],
      },
      { id: "ev-2", start: "2026-12-02T19:00:00+01:00", hall: "Smia" },
    ]);
  });
});
