import React from "react";
import { NewsletterSignup } from "../features/newsletter/NewsletterSignup";
import type { BlockProps } from "./types";

/** Sign-up for the newsletter, posted to the mailing-list provider in a new window. */
export function Newsletter({ id, data }: BlockProps<{ heading: string; text: string }>) {
  return (
    <div className="block">
      <NewsletterSignup id={id} heading={data.heading} text={data.text} />
    </div>
  );
}
