import React, { Suspense, lazy, startTransition, useEffect, useRef, useState } from "react";
import { siteConfig } from "../../lib/config";
import { LoadBoundary } from "../../components/LoadBoundary";
import { NewsletterFields } from "./NewsletterFields";
import type { NewsletterValues } from "./newsletter-schema";

const NewsletterForm = lazy(() => import("./NewsletterForm"));

/**
 * The newsletter sign-up. Pages ship only this light form, which already posts on its own;
 * formik and yup load when the form comes into view or gets focus, and take over with the
 * visitor's typing and focus kept.
 */
export function NewsletterSignup({ id, heading, text }: { id: string; heading: string; text: string }) {
  // Listeners go on the section, outside the Suspense boundary: React may hydrate what is inside it later.
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);

  // Read at the moment the validating form first renders (the light one is still on screen then),
  // so whatever the visitor typed while it loaded is kept.
  const takeOver = (): { values: NewsletterValues; focusName?: string } => {
    const node = section.current?.querySelector("form");
    if (!node) return { values: { EMAIL: "", FNAME: "", MMERGE2: "" } };
    const data = new FormData(node);
    const active = document.activeElement as HTMLInputElement | null;
    return {
      values: { EMAIL: String(data.get("EMAIL") ?? ""), FNAME: String(data.get("FNAME") ?? ""), MMERGE2: String(data.get("MMERGE2") ?? "") },
      focusName: active && node.contains(active) ? active.name : undefined,
    };
  };

  useEffect(() => {
    const node = section.current;
    if (!node || wanted) return undefined;
    // A transition keeps the light form on screen (and in focus) until the validating one is ready.
    const take = () => startTransition(() => setWanted(true));
    node.addEventListener("focusin", take);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && take(), { rootMargin: "200px" });
      observer.observe(node);
    }
    return () => {
      node.removeEventListener("focusin", take);
      observer?.disconnect();
    };
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
      {/* Should the validating form fail to load, the plain one still signs people up. */}
      <LoadBoundary fallback={plainForm}>
        <Suspense fallback={plainForm}>{wanted ? <NewsletterForm id={id} takeOver={takeOver} /> : plainForm}</Suspense>
      </LoadBoundary>
    </section>
  );
}
