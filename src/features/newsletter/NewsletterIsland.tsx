import { island } from "../../components/island";
import { NewsletterSignup } from "./NewsletterSignup";

/**
 * The sign-up as an island (src/islands/parts.ts, "newsletter"): on a page built of islands it
 * starts by itself at the visitor's first touch, its light form's press held until then.
 */
export const NewsletterIsland = island("newsletter", NewsletterSignup);
