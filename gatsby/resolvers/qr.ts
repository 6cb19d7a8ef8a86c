import QRCode from "qrcode";
import { siteUrl } from "../env/site-url";

/** Where a visitor lands from a lobby screen's QR code: the sign-up form in the footer of the front page. */
export const NEWSLETTER_SIGNUP_URL = `${siteUrl}/?kilde=skjerm#footer-nyhetsbrev-heading`;

let cached: Promise<string> | null = null;

/** The QR code for the newsletter sign-up as SVG markup, made once per build. */
export function newsletterQrSvg(): Promise<string> {
  cached ??= QRCode.toString(NEWSLETTER_SIGNUP_URL, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return cached;
}
