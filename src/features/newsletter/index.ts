// The newsletter sign-up, as the footer and the Newsletter block show it.
export { NewsletterSignup } from "./NewsletterSignup";
