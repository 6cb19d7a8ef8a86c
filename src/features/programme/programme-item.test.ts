/** @jest-environment node */
import { validProduction } from "../../../content-model/__fixtures__/content";
import type { Production } from "../../../content-model";
import { toProgrammeItem } from "./programme-item";

/** A production as a page query gives it: a field the file leaves out comes as null, not missing. */
const fromQuery = (fields: Record<string, unknown>) =>
  ({ ...validProduction(), contentId: "prod-1", fields: { category: "Konsert", ...fields } }) as unknown as Production & {
    contentId: string;
  };

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
});
