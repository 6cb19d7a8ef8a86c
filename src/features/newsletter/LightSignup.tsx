import React, { startTransition, useEffect, useRef, useState } from "react";
import { siteConfig } from "../../lib/config";
import { NewsletterFields } from "./NewsletterFields";
import type { NewsletterValues } from "./newsletter-schema";
import { watchTurnTo } from "./turn-to";

type ValidatingForm = (typeof import("./NewsletterForm"))["default"];

export interface SignupProps {
  id: string;
  heading: string;
  text: string;
}

/**
 * The newsletter sign-up's light form, which already posts on its own (NewsletterSignup decides
 * when its code loads); formik and yup load when the visitor turns to the form (focus, or scrolling
 * to it), and take over with the visitor's typing and focus kept. Should their code not load
 * (offline, a new build), the light form simply stays, with what was typed in it.
 */
export function LightSignup({ id, heading, text }: SignupProps) {
  // Listeners go on the section, outside the Suspense boundary: React may hydrate what is inside it later.
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const [Form, setForm] = useState<ValidatingForm | null>(null);

  // Read at the moment the validating form first renders (the light one is still on screen then),
  // so whatever the visitor typed while it loaded is kept.
  const takeOver = (): { values: NewsletterValues; focusName?: string } => {
    const node = section.current?.querySelector("form");
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
    };
  };

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    import(/* webpackChunkName: "newsletter-form" */ "./NewsletterForm").then(
      // A transition keeps the light form on screen (and in focus) until the validating one is ready.
      (loaded) => current && startTransition(() => setForm(() => loaded.default)),
      (error) => console.error("The newsletter form's validation could not be loaded; the plain form stays", error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    const node = section.current;
    if (!node || wanted) return undefined;
    return watchTurnTo(node, () => setWanted(true));
  }, [wanted]);

  const plainForm = (
    <form action={siteConfig.newsletterAction} method="post" target="_blank" className="newsletter__form">
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
