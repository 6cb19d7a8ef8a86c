import path from "path";
import sharp from "sharp";
import { MAX_PHOTO_PIXELS, photoPixelProblem } from "../../content-model";

/**
 * How the build opens an editor's photo: never past the pixel limit. Two guards, so a pixel bomb
 * (a 1.5 MB JPEG of 16,380 × 16,380 pixels decodes to 768 MB) is refused before any pixel is
 * allocated, with a message naming the file:
 * - its header is read first (content-model/photo-pixels.ts, the rule the editor and
 *   `npm run check-content` apply), and a photo over the limit or of a size that cannot be read
 *   is refused there;
 * - sharp itself is told the limit (`limitInputPixels`; its default, 0x3FFF², lets 268 megapixels
 *   through), for whatever the header reader did not see: a file changed after it was read.
 */
export const DECODER_OPTIONS = { limitInputPixels: MAX_PHOTO_PIXELS } as const satisfies sharp.SharpOptions;

/** A photo the build will not decode, and why, in Norwegian, naming the file. */
export class PhotoRefusedError extends Error {
  name = "PhotoRefusedError";
}

/** `content/images/x.jpg` as the build runs it (from the repository), the path as given otherwise. */
const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** Throws PhotoRefusedError unless the header of `file` (its `bytes`) says a size within the limit. */
export function refuseOversizedPhoto(file: string, bytes: Uint8Array): void {
  const problem = photoPixelProblem(path.basename(file), bytes);
  if (problem) throw new PhotoRefusedError(`${shown(file)}: ${problem}`);
}

/** sharp's refusal of a photo over the limit, said as the header check says it; any other error as it is. */
function decoderRefusal(file: string, error: unknown): unknown {
  if (!(error instanceof Error) || !/exceeds pixel limit/i.test(error.message)) return error;
  return new PhotoRefusedError(
    `${shown(file)}: «${path.basename(file)}» er større enn ${MAX_PHOTO_PIXELS / 1_000_000} megapiksler (bildebehandleren nektet å åpne det). Største tillatte bilde er ${MAX_PHOTO_PIXELS / 1_000_000} megapiksler: gjør bildet mindre og prøv igjen.`,
  );
}

/** Width, height and EXIF orientation of a photo, from its header; refused over the limit. */
export async function photoMetadata(file: string, bytes: Buffer): Promise<sharp.Metadata> {
  refuseOversizedPhoto(file, bytes);
  return sharp(bytes, DECODER_OPTIONS)
    .metadata()
    .catch((error: unknown) => Promise.reject(decoderRefusal(file, error)));
}

export type Decoded = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** The photo's pixels, turned upright; sharp refuses it, before decoding, if it is over the limit. */
export async function decodePhoto(file: string): Promise<Decoded> {
  try {
    const { data, info } = await sharp(file, DECODER_OPTIONS).rotate().raw().toBuffer({ resolveWithObject: true });
    return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    throw decoderRefusal(file, error);
  }
}
