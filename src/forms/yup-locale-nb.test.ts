import { isCreditCardNumber, yup } from "./yup-locale-nb";

const messageOf = (schema: yup.Schema, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("Norwegian validation messages", () => {
  it.each([
    ["required", yup.string().required(), "", "Dette feltet er obligatorisk."],
    ["email", yup.string().email(), "ola@", "Oppgi en gyldig epostadresse."],
    ["url", yup.string().url(), "ikke en adresse", "Oppgi en gyldig nettadresse."],
    ["exact length", yup.string().length(4), "123", "Skriv nøyaktig 4 tegn."],
    ["min length", yup.string().min(2), "a", "Skriv minst 2 tegn."],
    ["max length", yup.string().max(3), "abcd", "Skriv høyst 3 tegn."],
    ["number", yup.number(), "tolv", "Oppgi et gyldig tall."],
    ["range min", yup.number().min(1), 0, "Oppgi et tall som er 1 eller større."],
    ["range max", yup.number().max(10), 11, "Oppgi et tall som er 10 eller mindre."],
    ["date", yup.date(), "i morgen", "Oppgi en gyldig dato."],
    ["date min", yup.date().min(new Date("2026-12-01")), new Date("2026-11-01"), "Oppgi en dato fra og med 1. desember 2026."],
    ["digits", yup.string().digits(), "12a4", "Bruk bare sifre."],
    ["credit card", yup.string().creditCard(), "4111 1111 1111 1112", "Oppgi et gyldig kortnummer."],
  ])("%s", (_name, schema, value, message) => {
    expect(messageOf(schema as yup.Schema, value)).toBe(message);
  });

  it("accepts valid digits and card numbers", () => {
    expect(messageOf(yup.string().digits(), "0123")).toBeNull();
    expect(isCreditCardNumber("4111 1111 1111 1111")).toBe(true);
    expect(isCreditCardNumber("1234")).toBe(false);
  });
});
