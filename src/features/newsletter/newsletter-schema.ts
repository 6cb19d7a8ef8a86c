import { messages, yup } from "../../forms/yup-locale-nb";

export interface NewsletterValues {
  EMAIL: string;
  FNAME: string;
  MMERGE2: string;
}

/** E-mail required and valid; name and mobile optional (a mobile, when given, must look like one). */
export const newsletterSchema = yup.object({
  // yup's own e-mail check lets "ola@nordmann" through; an address people use has a dot in its domain.
  EMAIL: yup
    .string()
    .trim()
    .required()
    .email()
    .matches(/@[^@\s]+\.[^@\s]+$/, messages.email),
  FNAME: yup.string().trim().max(100),
  MMERGE2: yup
    .string()
    .trim()
    .test("mobile", messages.mobile, (value) => !value || /^(\+|00)?[\d ]{8,15}$/.test(value.replace(/[-()]/g, ""))),
});
