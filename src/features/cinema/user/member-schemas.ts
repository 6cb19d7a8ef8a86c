import { messages, yup } from "../../../forms/yup-locale-nb";

const email = yup
  .string()
  .trim()
  .required()
  .email()
  .matches(/@[^@\s]+\.[^@\s]+$/, messages.email);

export const loginSchema = yup.object({ email, password: yup.string().required() });
export const createUserSchema = yup.object({
  userName: yup.string().trim().required().max(60),
  email,
  password: yup.string().required().min(8),
});
export const forgotPasswordSchema = yup.object({ email });
