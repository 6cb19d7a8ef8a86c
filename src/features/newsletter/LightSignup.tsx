import React, { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { siteConfig } from "../../links/external-links";
import { NewsletterFields } from "./NewsletterFields";
import { holdSubmits, releaseSubmits, submitHeld } from "./held-submit";
import type { TakeOver } from "./NewsletterForm";
import { watchTurnTo } from "./turn-to";
import "./newsletter.css";

type ValidatingForm = (typeof import("./NewsletterForm"))["default"];

/** A light form's fields, which of them has focus, and whether a submit of it is held (held-submit.ts). */
function readForm(node: HTMLFormElement | null): TakeOver {
  if (!node) return { values: { EMAIL: "", FNAME: "", MMERGE2: "" } };
  const data = new FormData(node);
  const active = document.activeElement as HTMLInputElement | null;
  return {
    values: {
      EMAIL: String(data.get("EMAIL") ?? ""),
      FNAME: String(data.get("FNAME") ?? ""),
      MMERGE2: String(data.get("MMERGE2") ?? ""),
    },
    focusName: active && node.contains(active) ? active.name : undefined,
    submitted: submitHeld(node),
  };
}

export interface SignupProps {
  id: string;
  heading: string;
  text: string;
}

/**
 * The newsletter sign-up's light form, which already posts on its own (NewsletterSignup decides
 * when its code loads); formik and yup load when the visitor turns to the form (focus, or scrolling
 * to it), and take over with the visitor's typing and focus kept, and a submit the visitor made
 * meanwhile (held-submit.ts). Should their code not load (offline, a new build), the light form
 * simply stays, with what was typed in it, and with the browser's own checks.
 */
export function LightSignup({ id, heading, text }: SignupProps) {
  // Listeners go on the section, outside the Suspense boundary: React may hydrate what is inside it later.
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const [Form, setForm] = useState<ValidatingForm | null>(null);

  // What the visitor has in the light form, for the validating form that takes its place. That
  // form renders in a transition, in slices, and the visitor may go on typing, or move to another
  // field, meanwhile: it reads the fields as it first renders, and again right after the swap, from
  // what the light form held at the very end. React clears a form's ref before it takes the form
  // off the page, so values and focus are final then.
  const light = useRef<HTMLFormElement | null>(null);
  const atTheEnd = useRef<TakeOver | null>(null);
  const keepLight = useCallback((node: HTMLFormElement | null) => {
    if (node) light.current = node;
    else if (light.current) {
      atTheEnd.current = readForm(light.current);
      light.current = null;
    }
  }, []);
  const takeOver = (): TakeOver => atTheEnd.current ?? readForm(light.current);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    import(/* webpackChunkName: "newsletter-form" */ "./NewsletterForm").then(
      // A transition keeps the light form on screen (and in focus) until the validating one is ready.
      (loaded) => current && startTransition(() => setForm(() => loaded.default)),
      (error) => {
        console.error("The newsletter form's validation could not be loaded; the plain form stays", error);
        releaseSubmits(light.current);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  // A submit held before this code was there, or made before the validating form is, wants that form now.
  useEffect(() => {
    if (light.current) holdSubmits(light.current, () => setWanted(true));
  }, []);

  useEffect(() => {
    const node = section.current;
    if (!node || wanted) return undefined;
    return watchTurnTo(node, () => setWanted(true));
  }, [wanted]);

  const plainForm = (
    <form ref={keepLight} action={siteConfig.newsletterAction} method="post" target="_blank" className="newsletter__form">
      <NewsletterFields id={id} />
      <button type="submit">Meld meg på</button>
    </form>
  );

  return (
    <section ref={section} className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{text}</p>
      <p className="newsletter__required-note">Felt merket med * må fylles ut.</p>
      {Form ? <Form id={id} takeOver={takeOver} /> : plainForm}
    </section>
  );
}
