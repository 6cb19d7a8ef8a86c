import * as yup from "yup";

/**
 * Every Norwegian validation message, in one place. Importing this module sets yup's locale
 * and adds the two checks yup lacks (digits, credit card number). `required` and `email` are the
 * specification's words, letter for letter (section 5): the mailing-list provider, the venue's
 * other channels and its staff use the same, so they are not reworded here.
 */
export const messages = {
  required: "Dette feltet er obligatorisk.",
  email: "Oppgi en gyldig epostadresse.",
  url: "Oppgi en gyldig nettadresse.",
  number: "Oppgi et gyldig tall.",
  integer: "Oppgi et heltall.",
  date: "Oppgi en gyldig dato.",
  digits: "Bruk bare sifre.",
  creditCard: "Oppgi et gyldig kortnummer.",
  length: ({ length }: { length: number }) => `Skriv nøyaktig ${length} tegn.`,
  minLength: ({ min }: { min: number }) => `Skriv minst ${min} tegn.`,
  maxLength: ({ max }: { max: number }) => `Skriv høyst ${max} tegn.`,
  minNumber: ({ min }: { min: number }) => `Oppgi et tall som er ${min} eller større.`,
  maxNumber: ({ max }: { max: number }) => `Oppgi et tall som er ${max} eller mindre.`,
  minDate: ({ min }: { min: unknown }) => `Oppgi en dato fra og med ${formatDate(min)}.`,
  maxDate: ({ max }: { max: unknown }) => `Oppgi en dato til og med ${formatDate(max)}.`,
  mobile: "Oppgi et gyldig mobilnummer, for eksempel 912 34 567.",
};

// In Oslo, as the site counts days: a date field's "2026-12-01" is midnight UTC, the day before west of it.
function formatDate(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime())
    ? String(value)
    : new Intl.DateTimeFormat("nb-NO", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Oslo" }).format(date);
}

yup.setLocale({
  mixed: {
    required: messages.required,
    notType: ({ type }) => (type === "number" ? messages.number : type === "date" ? messages.date : messages.required),
  },
  string: { email: messages.email, url: messages.url, length: messages.length, min: messages.minLength, max: messages.maxLength },
  number: { min: messages.minNumber, max: messages.maxNumber, integer: messages.integer },
  date: { min: messages.minDate, max: messages.maxDate },
});

/** Luhn check, as card issuers use. */
export function isCreditCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

declare module "yup" {
  interface StringSchema {
    digits(message?: string): this;
    creditCard(message?: string): this;
  }
}

yup.addMethod(yup.string, "digits", function digits(message: string = messages.digits) {
  return this.test("digits", message, (value) => value === undefined || value === "" || /^\d+$/.test(value));
});
yup.addMethod(yup.string, "creditCard", function creditCard(message: string = messages.creditCard) {
  return this.test("creditCard", message, (value) => value === undefined || value === "" || isCreditCardNumber(value));
});

export { yup };
