import React from "react";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "./ScreenNewsletter.css";

/**
 * The newsletter on a lobby screen, where nobody types: a QR code that opens the sign-up on the
 * visitor's phone. A module of its own, so that the screens' code (the screen registry) carries none
 * of the web sign-up: its island, its form and their helpers were a fifth of a screen's own chunk.
 */
export function ScreenNewsletter({ id, data, qrSvg }: BlockProps<BlockData<"Newsletter">>) {
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
