import React from "react";
import { siteConfig } from "../lib/config";
import type { BlockProps } from "./types";

/** Sign-up for the newsletter, posted to the mailing-list provider in a new window. */
export function Newsletter({ id, data }: BlockProps<{ heading: string; text: string }>) {
  return (
    <section className="block newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{data.heading}</h2>
      <p>{data.text}</p>
      <form action={siteConfig.newsletterAction} method="post" target="_blank" className="newsletter__form">
        <label htmlFor={`${id}-email`}>E-post (må fylles ut)</label>
        <input id={`${id}-email`} name="EMAIL" type="email" required autoComplete="email" />
        <label htmlFor={`${id}-name`}>Navn</label>
        <input id={`${id}-name`} name="FNAME" type="text" autoComplete="name" />
        <label htmlFor={`${id}-mobile`}>Mobil</label>
        <input id={`${id}-mobile`} name="MMERGE2" type="tel" autoComplete="tel" />
        <button type="submit">Meld meg på</button>
      </form>
    </section>
  );
}
