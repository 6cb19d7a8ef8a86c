import { newsletterSchema } from "./newsletter-schema";

const messageOf = (value: unknown) => {
  try {
    newsletterSchema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("the newsletter's validation", () => {
  it("needs only a valid e-mail; a mobile must look like one", () => {
    expect(messageOf({ EMAIL: "ola@example.no", FNAME: "", MMERGE2: "" })).toBeNull();
    expect(messageOf({ EMAIL: "ola@example.no", FNAME: "Ola", MMERGE2: "+47 912 34 567" })).toBeNull();
    expect(messageOf({ EMAIL: "ola@example.no", FNAME: "", MMERGE2: "ring meg" })).toBe(
      "Oppgi et gyldig mobilnummer, for eksempel 912 34 567.",
    );
  });
});
