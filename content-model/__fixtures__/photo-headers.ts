/**
 * Hand-made photo headers: only the bytes a reader of sizes looks at, so a test can say "this file
 * claims 16,380 × 16,380 pixels" in a few hundred bytes instead of encoding 268 megapixels.
 */
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A JPEG segment: marker, length (which counts itself), data. */
export const jpegSegment = (marker: number, data: number[]) => [0xff, marker, ...be16(data.length + 2), ...data];

/**
 * SOI, the segments given (an EXIF APP1 of `exifLength` bytes by default none), a frame header
 * `sof` (0xC0 baseline, 0xC2 progressive) of width × height, and a scan start.
 */
export function jpegHeader(width: number, height: number, { sof = 0xc0, before = [] as number[][] } = {}) {
  const frame = jpegSegment(sof, [8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const scan = jpegSegment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  return new Uint8Array([0xff, 0xd8, ...before.flat(), ...frame, ...scan, 0x00, 0xff, 0xd9]);
}

/** An APP1 EXIF segment of `length` bytes in all (at most 65,535), as cameras write before the frame. */
export const exifSegment = (length: number) =>
  jpegSegment(0xe1, [...text("Exif\0\0"), ...new Array<number>(length - 2 - 6).fill(0x41)]);

/** PNG's CRC-32 of a chunk's type and data, so a decoder reads on to the size rather than stop at the checksum. */
function crc32(bytes: number[]): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const pngChunk = (type: string, data: number[]) => {
  const body = [...text(type), ...data];
  return [...be32(data.length), ...body, ...be32(crc32(body))];
};

/** IHDR, then an empty IDAT and IEND: enough for a decoder to read the header and check the size. */
export function pngHeader(width: number, height: number) {
  const ihdr = pngChunk("IHDR", [...be32(width), ...be32(height), 8, 2, 0, 0, 0]);
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...pngChunk("IDAT", []), ...pngChunk("IEND", [])]);
}

const riff = (chunk: string, data: number[]) =>
  new Uint8Array([...text("RIFF"), ...le24(4 + 8 + data.length), 0, ...text("WEBP"), ...text(chunk), ...le24(data.length), 0, ...data]);

/** Lossy WebP: a key frame's tag, the start code, 14-bit width and height. */
export const webpVp8Header = (width: number, height: number) =>
  riff("VP8 ", [0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);

/** Lossless WebP: signature 0x2F, then width − 1 and height − 1 in 14 bits each. */
export function webpVp8lHeader(width: number, height: number) {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff("VP8L", [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0]);
}

/** Extended WebP: flags, reserved, canvas width − 1 and height − 1 in 24 bits each. */
export const webpVp8xHeader = (width: number, height: number) =>
  riff("VP8X", [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
