/**
 * A photo's size in pixels, read from its header without decoding it, and the limit every way a
 * photo enters holds it to (the editor before an upload, the editor's backend, `npm run
 * check-content`, the build before sharp decodes it). A small file can hold a huge picture: a
 * 1.5 MB JPEG of 16,380 × 16,380 pixels takes 768 MB and seconds to decode, and sharp's own limit
 * (0x3FFF², 268 megapixels) lets it through. Pure code, no Node module: it runs in the browser too.
 *
 * A file whose size cannot be read here is refused, not let through: what a decoder would make of
 * it is then unknown. The readers are no more lenient than the decoders (libjpeg-turbo, libspng,
 * libwebp), so a size read here is the size they decode.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

export type PhotoDimensions = { type: "jpeg" | "png" | "webp"; width: number; height: number };

/** The type, width and height a JPEG, PNG or WebP file's header says; null when it says none that can be trusted. */
export function photoDimensions(bytes: Uint8Array): PhotoDimensions | null {
  const found = jpegSize(bytes) ?? pngSize(bytes) ?? webpSize(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => b[at] * 0x1000000 + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** Frame headers (SOF0–SOF15) but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * A JPEG's frame header (SOFn: baseline, progressive, lossless, arithmetic), found by walking the
 * segments from the start (SOI) as libjpeg does (next_marker in jdmarker.c): each segment skipped
 * by its length, whatever its kind (APP1 EXIF with its own thumbnail JPEG, ICC profiles, comments),
 * then any bytes up to the next 0xFF passed over, 0xFF fill bytes skipped and an FF 00 taken as
 * data. Null at a scan (SOS) or the end (EOI) before a frame header, at a length that does not
 * fit, at a height of 0 (defined later by a DNL marker, which the decoder does not take) and at
 * the end of the bytes (a truncated file).
 */
function jpegSize(b: Uint8Array): PhotoDimensions | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  for (;;) {
    let marker = 0;
    while (marker === 0) {
      while (at < b.length && b[at] !== 0xff) at++;
      while (at < b.length && b[at] === 0xff) at++;
      if (at >= b.length) return null;
      marker = b[at++];
    }
    // Markers that stand alone, with no length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // A second start, an end or a scan before any frame header: no size to trust.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    if (at + 2 > b.length) return null;
    const length = u16be(b, at);
    if (length < 2) return null;
    if (isFrameHeader(marker)) {
      if (length < 8 || at + 7 > b.length) return null;
      return { type: "jpeg", height: u16be(b, at + 3), width: u16be(b, at + 5) };
    }
    at += length;
  }
}

/** A PNG's IHDR, which the format requires to be its first chunk. */
function pngSize(b: Uint8Array): PhotoDimensions | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || !signature.every((byte, i) => b[i] === byte)) return null;
  if (u32be(b, 8) < 8 || ascii(b, 12, 4) !== "IHDR") return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  // The format allows 2^31 − 1 at most; more is a broken or hostile header.
  if (width > 0x7fffffff || height > 0x7fffffff) return null;
  return { type: "png", width, height };
}

/**
 * A WebP's size, from its first chunk: VP8X (extended: the canvas, which libwebp holds every frame
 * to), VP8 (lossy: the key frame's header) or VP8L (lossless: 14 bits each, less one).
 */
function webpSize(b: Uint8Array): PhotoDimensions | null {
  if (b.length < 20 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const chunk = ascii(b, 12, 4);
  const data = 20;
  const needs = { VP8X: 10, "VP8 ": 10, VP8L: 5 }[chunk];
  if (!needs || b.length < data + needs) return null;
  if (chunk === "VP8X") return { type: "webp", width: 1 + u24le(b, data + 4), height: 1 + u24le(b, data + 7) };
  if (chunk === "VP8 ") {
    // Frame tag (3 bytes, bit 0 clear on a key frame), then the start code 9D 01 2A.
    if ((b[data] & 1) !== 0 || b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
    // The top two bits of each are a scale the decoder does not apply.
    return { type: "webp", width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[data] !== 0x2f) return null;
    const bits = b[data + 1] | (b[data + 2] << 8) | (b[data + 3] << 16) | (b[data + 4] << 24);
    return { type: "webp", width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return null;
}

/** 16380 → "16 380": digits in groups of three, as Norwegian writes them. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** Megapixels as an editor reads them, never rounded down to the limit: 40,000,001 px is "40,1", not "40". */
function megapixels(pixels: number): string {
  const mp = pixels / 1_000_000;
  if (mp >= 100) return grouped(Math.round(mp));
  const rounded = Math.round(mp * 10) / 10;
  const tenths = pixels > MAX_PHOTO_PIXELS && rounded * 1_000_000 <= MAX_PHOTO_PIXELS ? Math.ceil(mp * 10) / 10 : rounded;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1).replace(".", ",");
}

/**
 * Null when the photo `name` (its bytes) is within the pixel limit; otherwise what to tell an editor,
 * in Norwegian, naming the file and its size, or saying that its size cannot be read.
 */
export function photoPixelProblem(name: string, bytes: Uint8Array): string | null {
  const size = photoDimensions(bytes);
  if (!size)
    return `Fant ikke størrelsen på «${name}» (bredde og høyde i piksler): filen er skadet, ufullstendig eller ikke et JPEG-, PNG- eller WebP-bilde. Lagre bildet på nytt som JPEG og prøv igjen.`;
  const pixels = size.width * size.height;
  if (pixels <= MAX_PHOTO_PIXELS) return null;
  return `«${name}» er ${grouped(size.width)} × ${grouped(size.height)} piksler (${megapixels(pixels)} megapiksler). Største tillatte bilde er ${megapixels(MAX_PHOTO_PIXELS)} megapiksler: gjør bildet mindre og prøv igjen.`;
}
