import React, { useEffect } from "react";
import { hydrateLater } from "../../components/hydrate-later";
import { fieldId, holdSubmits, releaseAllSubmits } from "./held-submit";
import type { SignupProps } from "./LightSignup";
import "./newsletter.css";

type Light = typeof import("./LightSignup");

/**
 * The sign-up's light form, as the server wrote it. In the browser even its code (and React's hold
 * on it) waits for the visitor's first press, key, focus or scroll (see hydrateLater), and then
 * hydrates it in place. Focus already in it, or the page scrolled, it goes on to watch for the
 * visitor turning to it (turn-to.ts).
 *
 * `process.env.BUILD_STAGE` is written in by webpack: in the browser build the `require` below is in
 * a branch webpack drops. The server build and the unit tests render the light form directly.
 */
const LightPart = hydrateLater<SignupProps>(
  "NewsletterSignup",
  () =>
    import(/* webpackChunkName: "newsletter-signup" */ "./LightSignup").then(
      (m) => m.LightSignup,
      (error: unknown) => {
        releaseAllSubmits();
        throw error;
      },
    ),
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./LightSignup") as Light).LightSignup,
);

/**
 * The newsletter sign-up, in every footer. The server writes the light form, which posts on its
 * own; as the page hydrates, a submit of it starts to wait for the validating form, so a visitor
 * who presses "Meld meg på" before that form's code is there is answered in the specification's
 * words, not the browser's (held-submit.ts).
 */
export function NewsletterSignup(props: SignupProps) {
  const { id } = props;
  useEffect(() => {
    const email = document.getElementById(fieldId(id, "EMAIL"));
    if (email instanceof HTMLInputElement && email.form) holdSubmits(email.form);
  }, [id]);
  return <LightPart {...props} />;
}
