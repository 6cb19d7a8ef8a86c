/** @jest-environment node */
import sharp from "sharp";
import { MAX_PHOTO_PIXELS, photoDimensions, photoPixelProblem } from "./photo-pixels";
import {
  exifSegment,
  jpegHeader,
  jpegSegment,
  pngHeader,
  webpVp8Header,
  webpVp8lHeader,
  webpVp8xHeader,
} from "./__fixtures__/photo-headers";

/** A real photo of width × height, encoded by sharp (libvips) as a camera or an editor's program would. */
const encoded = async (width: number, height: number, encode: (s: sharp.Sharp) => sharp.Sharp) =>
  new Uint8Array(await encode(sharp({ create: { width, height, channels: 3, background: "#3a6" } })).toBuffer());

describe("photoDimensions reads the size from real files", () => {
  it.each<[string, (s: sharp.Sharp) => sharp.Sharp, "jpeg" | "png" | "webp"]>([
    ["baseline JPEG", (s) => s.jpeg(), "jpeg"],
    ["progressive JPEG (SOF2)", (s) => s.jpeg({ progressive: true }), "jpeg"],
    [
      "JPEG with a 60 KB EXIF APP1 and an ICC profile before the frame",
      (s) =>
        s
          .withExif({ IFD0: { ImageDescription: "x".repeat(60_000) } })
          .withIccProfile("p3")
          .jpeg(),
      "jpeg",
    ],
    ["mozjpeg JPEG", (s) => s.jpeg({ mozjpeg: true }), "jpeg"],
    ["PNG", (s) => s.png(), "png"],
    ["lossy WebP (VP8)", (s) => s.webp(), "webp"],
    ["lossless WebP (VP8L)", (s) => s.webp({ lossless: true }), "webp"],
    ["extended WebP (VP8X, with EXIF)", (s) => s.withExif({ IFD0: { Artist: "Rissa" } }).webp(), "webp"],
  ])("%s", async (_, encode, type) => {
    const bytes = await encoded(1234, 567, encode);
    expect(photoDimensions(bytes)).toEqual({ type, width: 1234, height: 567 });
    expect(photoPixelProblem("bilde", bytes)).toBeNull();
  });

  it("reads past an EXIF segment that holds a thumbnail JPEG of its own", async () => {
    const thumbnail = await encoded(160, 120, (s) => s.jpeg());
    const exif = jpegSegment(0xe1, [..."Exif\0\0"].map((c) => c.charCodeAt(0)).concat([...thumbnail]));
    const bytes = jpegHeader(4000, 3000, { before: [exif] });
    expect(photoDimensions(bytes)).toEqual({ type: "jpeg", width: 4000, height: 3000 });
  });

  it("the sizes agree with what the decoder reads (sharp's metadata)", async () => {
    for (const encode of [
      (s: sharp.Sharp) => s.jpeg({ progressive: true }),
      (s: sharp.Sharp) => s.png(),
      (s: sharp.Sharp) => s.webp({ lossless: true }),
    ]) {
      const bytes = await encoded(321, 123, encode);
      const meta = await sharp(bytes).metadata();
      expect(photoDimensions(bytes)).toMatchObject({ width: meta.width, height: meta.height });
    }
  });
});

describe("photoDimensions reads hand-made headers", () => {
  it.each([
    ["JPEG baseline", jpegHeader(16380, 16380), "jpeg", 16380, 16380],
    ["JPEG progressive", jpegHeader(8660, 5774, { sof: 0xc2 }), "jpeg", 8660, 5774],
    ["JPEG lossless (SOF3)", jpegHeader(100, 50, { sof: 0xc3 }), "jpeg", 100, 50],
    ["JPEG arithmetic (SOF9)", jpegHeader(100, 50, { sof: 0xc9 }), "jpeg", 100, 50],
    [
      "JPEG after the longest EXIF a segment can hold",
      jpegHeader(16380, 16380, { before: [exifSegment(65535)] }),
      "jpeg",
      16380,
      16380,
    ],
    [
      "JPEG after several APPn, a comment, tables",
      jpegHeader(7000, 7000, {
        before: [
          exifSegment(65535),
          exifSegment(65535),
          jpegSegment(0xe2, new Array(60_000).fill(1)),
          jpegSegment(0xfe, [0x41]),
          jpegSegment(0xdb, new Array(65).fill(1)),
          jpegSegment(0xc4, new Array(30).fill(0)),
        ],
      }),
      "jpeg",
      7000,
      7000,
    ],
    ["PNG", pngHeader(20000, 20000), "png", 20000, 20000],
    ["WebP VP8", webpVp8Header(16383, 16383), "webp", 16383, 16383],
    ["WebP VP8L", webpVp8lHeader(16384, 16384), "webp", 16384, 16384],
    ["WebP VP8X", webpVp8xHeader(100_000, 50_000), "webp", 100_000, 50_000],
  ])("%s", (_, bytes, type, width, height) => {
    expect(photoDimensions(bytes)).toEqual({ type, width, height });
  });

  it("skips 0xFF fill bytes before a marker and bytes that are not a marker, as libjpeg does", () => {
    const bytes = jpegHeader(9000, 9000);
    const filled = new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0xff, ...bytes.slice(2)]);
    expect(photoDimensions(filled)).toMatchObject({ width: 9000, height: 9000 });
    const junk = new Uint8Array([0xff, 0xd8, ...jpegSegment(0xe0, [0, 0]), 0x00, 0x12, 0xff, 0x00, ...bytes.slice(2)]);
    expect(photoDimensions(junk)).toMatchObject({ width: 9000, height: 9000 });
  });
});

describe("a file whose size cannot be read is unreadable, never fine", () => {
  const bomb = jpegHeader(16380, 16380, { before: [exifSegment(40_000)] });
  it.each([
    ["a JPEG cut inside its EXIF", bomb.slice(0, 30_000)],
    ["a JPEG cut inside its frame header", bomb.slice(0, 40_000 + 2 + 6)],
    ["a JPEG of only its start", new Uint8Array([0xff, 0xd8, 0xff])],
    [
      "a JPEG whose scan comes before any frame header",
      new Uint8Array([0xff, 0xd8, ...jpegSegment(0xda, [1, 2, 3]), ...jpegHeader(9000, 9000).slice(2)]),
    ],
    ["a JPEG that ends before any frame header", new Uint8Array([0xff, 0xd8, 0xff, 0xd9, ...jpegHeader(9000, 9000).slice(2)])],
    [
      "a JPEG with a segment length under 2",
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01, ...jpegHeader(9000, 9000).slice(2)]),
    ],
    ["a JPEG of height 0 (DNL)", jpegHeader(9000, 0)],
    ["a JPEG of width 0", jpegHeader(0, 9000)],
    ["a PNG cut in its IHDR", pngHeader(9000, 9000).slice(0, 20)],
    ["a PNG whose first chunk is not IHDR", new Uint8Array([...pngHeader(9000, 9000)].map((b, i) => (i === 12 ? 0x43 : b)))],
    ["a PNG wider than the format allows", pngHeader(0x80000000, 1)],
    ["a WebP cut in its header", webpVp8Header(9000, 9000).slice(0, 26)],
    ["a lossy WebP that is not a key frame", new Uint8Array([...webpVp8Header(9000, 9000)].map((b, i) => (i === 20 ? 0x51 : b)))],
    ["a lossless WebP without its signature", new Uint8Array([...webpVp8lHeader(9000, 9000)].map((b, i) => (i === 20 ? 0 : b)))],
    ["a WebP of another first chunk", new Uint8Array([...webpVp8xHeader(9000, 9000)].map((b, i) => (i === 12 ? 0x41 : b)))],
    ["a GIF", new Uint8Array([..."GIF89a"].map((c) => c.charCodeAt(0)).concat([0x10, 0, 0x10, 0, 0, 0, 0]))],
    ["nothing", new Uint8Array()],
  ])("%s", (_, bytes) => {
    expect(photoDimensions(bytes)).toBeNull();
    expect(photoPixelProblem("konsert.jpg", bytes)).toMatch(/^Fant ikke størrelsen på «konsert\.jpg»/);
  });

  it("a real photo cut short", async () => {
    const bytes = await encoded(800, 600, (s) => s.withExif({ IFD0: { ImageDescription: "x".repeat(3000) } }).jpeg());
    expect(photoDimensions(bytes.slice(0, 1000))).toBeNull();
  });
});

describe("photoPixelProblem", () => {
  it("names the file and its size, in Norwegian", () => {
    expect(photoPixelProblem("konsert.jpg", jpegHeader(16380, 16380))).toBe(
      "«konsert.jpg» er 16 380 × 16 380 piksler (268 megapiksler). Største tillatte bilde er 40 megapiksler: gjør bildet mindre og prøv igjen.",
    );
    expect(photoPixelProblem("stor.webp", webpVp8xHeader(8660, 5773))).toBe(
      "«stor.webp» er 8 660 × 5 773 piksler (50 megapiksler). Største tillatte bilde er 40 megapiksler: gjør bildet mindre og prøv igjen.",
    );
  });

  it("holds the limit to the pixel: 40 megapixels pass, one more does not, and is never shown as 40", () => {
    expect(MAX_PHOTO_PIXELS).toBe(40_000_000);
    expect(photoPixelProblem("a.png", pngHeader(8000, 5000))).toBeNull();
    expect(photoPixelProblem("b.png", pngHeader(40_000_001, 1))).toContain("(40,1 megapiksler)");
    expect(photoPixelProblem("c.png", pngHeader(8001, 5000))).toContain("8 001 × 5 000 piksler");
  });
});
