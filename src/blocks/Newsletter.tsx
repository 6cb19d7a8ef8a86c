import React from "react";
import { NewsletterIsland } from "../features/newsletter";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "./Newsletter.css";

/**
 * Sign-up for the newsletter, posted to the mailing-list provider in a new window. On a lobby
 * screen, where nobody types, it shows a QR code that opens the sign-up on the visitor's phone.
 */
export function Newsletter({ id, data, layout, qrSvg }: BlockProps<BlockData<"Newsletter">>) {
  if (layout === "screen") {
    return (
      <section className="newsletter newsletter--screen" aria-labelledby={`${id}-heading`}>
        <div>
          <h2 id={`${id}-heading`}>{data.heading}</h2>
          <p>{data.text}</p>
          <p>Skann koden med mobilen for å melde deg på.</p>
        </div>
        {qrSvg && (
          <div
            className="newsletter__qr"
            role="img"
            aria-label="QR-kode til påmelding for nyhetsbrevet"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
        )}
      </section>
    );
  }
  return (
    <div className="block">
      <NewsletterIsland id={id} heading={data.heading} text={data.text} />
    </div>
  );
}
