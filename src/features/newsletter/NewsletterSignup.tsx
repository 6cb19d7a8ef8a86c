import type { ComponentType } from "react";
import { hydrateLater } from "../../components/hydrate-later";
import type { SignupProps } from "./LightSignup";

type Light = typeof import("./LightSignup");

/**
 * The newsletter sign-up, in every footer. The server writes the light form, which posts on its
 * own; in the browser even its code (and React's hold on it) waits for the visitor's first press,
 * key, focus or scroll (see hydrateLater), and then hydrates it in place. Focus already in it, or
 * the page scrolled, it goes on to watch for the visitor turning to it (turn-to.ts).
 *
 * `process.env.BUILD_STAGE` is written in by webpack: in the browser build the `require` below is in
 * a branch webpack drops. The server build and the unit tests render the light form directly.
 */
export const NewsletterSignup: ComponentType<SignupProps> = hydrateLater<SignupProps>(
  "NewsletterSignup",
  () => import(/* webpackChunkName: "newsletter-signup" */ "./LightSignup").then((m) => m.LightSignup),
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./LightSignup") as Light).LightSignup,
);
