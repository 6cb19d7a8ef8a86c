import type { ComponentType } from "react";
import { hydrateLater } from "../../components/hydrate-later";
import { noteTurnedTo, watchTurnTo } from "./turn-to";
import type { SignupProps } from "./LightSignup";

type Light = typeof import("./LightSignup");

/**
 * The newsletter sign-up, in every footer. The server writes the light form, which posts on its
 * own; in the browser even its code (and React's hold on it) waits until the visitor turns to the
 * form, or first presses or types anywhere (see hydrateLater), and then hydrates it in place.
 * Turned to, the light form goes on at once to load the validating one.
 *
 * `process.env.BUILD_STAGE` is written in by webpack: in the browser build the `require` below is in
 * a branch webpack drops. The server build and the unit tests render the light form directly.
 */
const later = hydrateLater<SignupProps>(
  "NewsletterSignup",
  () => import(/* webpackChunkName: "newsletter-signup" */ "./LightSignup").then((m) => m.LightSignup),
  ({ id }, allow) => {
    const section = document.getElementById(`${id}-heading`)?.closest("section");
    return section
      ? watchTurnTo(section, () => {
          noteTurnedTo();
          allow();
        })
      : undefined;
  },
);

export const NewsletterSignup: ComponentType<SignupProps> =
  process.env.BUILD_STAGE === "build-javascript" ? later.Part : (require("./LightSignup") as Light).LightSignup;
