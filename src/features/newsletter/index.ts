// The newsletter sign-up, as the footer and the Newsletter block show it: an island.
export { NewsletterIsland } from "./NewsletterIsland";
