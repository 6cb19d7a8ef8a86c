import React, { Suspense, lazy, useEffect, useRef, useState } from "react";
import { siteConfig } from "../../lib/config";
import { NewsletterFields } from "./NewsletterFields";
import type { NewsletterValues } from "./newsletter-schema";

const NewsletterForm = lazy(() => import("./NewsletterForm"));

/**
 * The newsletter sign-up. Pages ship only this light form, which already posts on its own;
 * formik and yup load when the form comes into view or gets focus, and take over with the
 * visitor's typing and focus kept.
 */
export function NewsletterSignup({ id, heading, text }: { id: string; heading: string; text: string }) {
  const plain = useRef<HTMLFormElement>(null);
  const [handover, setHandover] = useState<{ values: NewsletterValues; focusName?: string } | null>(null);

  useEffect(() => {
    const node = plain.current;
    if (!node || handover) return undefined;
    const take = () => {
      const data = new FormData(node);
      const active = document.activeElement as HTMLInputElement | null;
      setHandover({
        values: { EMAIL: String(data.get("EMAIL") ?? ""), FNAME: String(data.get("FNAME") ?? ""), MMERGE2: String(data.get("MMERGE2") ?? "") },
        focusName: active && node.contains(active) ? active.name : undefined,
      });
    };
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
  }, [handover]);

  const plainForm = (
    <form ref={plain} action={siteConfig.newsletterAction} method="post" target="_blank" className="newsletter__form">
      <NewsletterFields id={id} />
      <button type="submit">Meld meg på</button>
    </form>
  );

  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{text}</p>
      <p className="newsletter__required-note">Felt merket med * må fylles ut.</p>
      {handover ? (
        <Suspense fallback={plainForm}>
          <NewsletterForm id={id} initialValues={handover.values} focusName={handover.focusName} />
        </Suspense>
      ) : (
        plainForm
      )}
    </section>
  );
}
