import React, { useEffect, useState } from "react";
import QRCode from "qrcode";
import "./tickets.css";

/**
 * A scannable QR code for a ticket, drawn in the browser as SVG at a size a door scanner reads from
 * a phone (the CSS holds it at about 240 px), with the code as text under it for the staff to type.
 * Until the drawing is ready an empty square of the same size holds its place.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then(
      (markup) => current && setSvg(markup),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <figure className="ticket__qr">
      {svg ? (
        <div className="ticket__qr-code" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <div className="ticket__qr-code" aria-hidden="true" />
      )}
      <figcaption className="ticket__code">
        Billettkode <span className="ticket__code-value">{value}</span>
      </figcaption>
    </figure>
  );
}
