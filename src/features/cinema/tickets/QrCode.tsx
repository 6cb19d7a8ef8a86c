import React, { useEffect, useState } from "react";
import QRCode from "qrcode";

/** A scannable QR code for a ticket, drawn in the browser as SVG. */
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
  if (!svg) return <p className="ticket__code">Billettkode: {value}</p>;
  return <div className="ticket__qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
