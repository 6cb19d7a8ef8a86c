import path from "node:path";
import sharp from "sharp";
import { judgeUpload } from "../../../src/editor/uploads/upload-rules";
import { svgProblems } from "../../../gatsby/content/drawings";
import { MAX_PHOTO_PIXELS } from "../../../content-model";

/**
 * What the backend takes as a picture, by its bytes and never by its name (the editor checks the
 * same before it sends, but a request need not come through the editor's form):
 * - a photo (content/images/) is what the editor's own rule takes (upload-rules.ts: JPEG, PNG or WebP
 *   by its first bytes, with the extension its bytes have, under the size limit, at most
 *   MAX_PHOTO_PIXELS by its header), under the name the editor gives it; it carries no markup a
 *   browser could be talked into reading as a page (a JPEG/HTML polyglot), and it decodes to the end
 *   with the decoder told the pixel limit;
 * - a drawing (static/images/) passes the drawing rules the build applies (gatsby/content/drawings.ts).
 * Gives the Norwegian message for the editor, or null.
 */
/** Markup that makes a page of a file, in any case, followed by what ends a tag name. */
const MARKUP =
  /<(?:!doctype|!--|\?xml|html|head|body|script|iframe|frame|object|embed|svg|math|img|meta|link|base|style|form|input|button|template)[\s/>]/i;

export async function photoProblem(file: string, bytes: Buffer): Promise<string | null> {
  const name = path.posix.basename(file);
  const verdict = judgeUpload(name, bytes.length, new Uint8Array(bytes));
  if (!verdict.ok) return verdict.message;
  if (verdict.name !== name)
    return `«${name}» har et filnavn som ikke kan brukes: bruk små bokstaver a–z, tall og bindestrek, som «${verdict.name}».`;
  if (MARKUP.test(bytes.toString("latin1")))
    return `«${name}» inneholder nettsidekode i tillegg til bildet. Lagre bildet på nytt fra et bildeprogram og prøv igjen.`;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "truncated" });
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > MAX_PHOTO_PIXELS) return tooLarge(name, width, height);
    // Decoded to the end (small: JPEG shrinks as it loads), so a broken or cut-off file is found here.
    await image.resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch (error) {
    const message = (error as Error).message;
    const size = /pixel limit/i.test(message)
      ? await sharp(bytes, { limitInputPixels: false })
          .metadata()
          .catch(() => null)
      : null;
    if (size?.width && size.height) return tooLarge(name, size.width, size.height);
    return `«${name}» kan ikke leses som bilde (${message.split("\n")[0]}). Lagre bildet på nytt og prøv igjen.`;
  }
  return null;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");

function tooLarge(name: string, width: number, height: number): string {
  const megapixels = Math.round((width * height) / 1_000_000);
  return `«${name}» er ${grouped(width)} × ${grouped(height)} piksler (${megapixels} megapiksler). Største tillatte bilde er ${MAX_PHOTO_PIXELS / 1_000_000} megapiksler: gjør bildet mindre og prøv igjen.`;
}

export function drawingProblem(file: string, bytes: Buffer): string | null {
  const problems = svgProblems(bytes.toString("utf8"));
  return problems.length ? `«${path.posix.basename(file)}» er ikke en ren tegning: ${problems.join("; ")}` : null;
}
