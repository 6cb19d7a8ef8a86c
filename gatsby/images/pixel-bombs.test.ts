/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { decodePhoto, PhotoRefusedError } from "./photo-decoder";
import { sitePictures } from "./site-pictures";
import { pngHeader } from "../../content-model/__fixtures__/photo-headers";
import { scratchDir } from "../../src/test-utils/scratch-dir";

/**
 * A real JPEG, encoded by sharp, whose frame header is then made to claim `width` × `height`: a
 * pixel bomb of a few hundred bytes that libjpeg starts to decode into a buffer of the claimed size.
 */
async function jpegClaiming(width: number, height: number, options: sharp.JpegOptions = {}): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6" } })
    .jpeg(options)
    .toBuffer();
  for (let at = 2; at + 4 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2))
    if (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
  throw new Error("no frame header");
}

/** What `task` does to the process's memory at its peak, and how long it takes. */
async function measured(task: () => Promise<unknown>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = performance.now();
  const outcome = await task().then(
    () => null,
    (error: unknown) => error,
  );
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { outcome, ms: performance.now() - started, grewBy: peak - before };
}

const MB = 1024 * 1024;

describe("the build and a pixel bomb", () => {
  let dir: string;
  const images = () => path.join(dir, "content", "images");
  beforeAll(async () => {
    dir = scratchDir("bomber-");
    fs.mkdirSync(path.join(dir, "content", "images"), { recursive: true });
    fs.mkdirSync(path.join(dir, "static"));
    fs.writeFileSync(path.join(images(), "konsert.jpg"), await jpegClaiming(16380, 16380));
    fs.writeFileSync(path.join(images(), "fest.jpg"), await jpegClaiming(8660, 5773, { progressive: true }));
    fs.writeFileSync(path.join(images(), "plakat.png"), pngHeader(20000, 20000));
    fs.writeFileSync(path.join(images(), "skadet.jpg"), (await jpegClaiming(100, 100)).subarray(0, 10));
  });

  const pictures = () =>
    sitePictures({ contentImages: images(), staticDir: path.join(dir, "static"), publicDir: path.join(dir, "public") });

  it.each([
    ["konsert.jpg", "«konsert.jpg» er 16 380 × 16 380 piksler (268 megapiksler). Største tillatte bilde er 40 megapiksler"],
    ["fest.jpg", "«fest.jpg» er 8 660 × 5 773 piksler (50 megapiksler)"],
    ["plakat.png", "«plakat.png» er 20 000 × 20 000 piksler (400 megapiksler)"],
    ["skadet.jpg", "Fant ikke størrelsen på «skadet.jpg»"],
  ])("refuses /images/%s from its header, naming the file, before decoding anything", async (name, message) => {
    const { outcome, ms, grewBy } = await measured(() => pictures().picture({ url: `/images/${name}`, alt: "" }, "card"));
    expect(outcome).toBeInstanceOf(PhotoRefusedError);
    expect((outcome as Error).message).toContain(`content/images/${name}: ${message}`);
    expect(ms).toBeLessThan(1_000);
    expect(grewBy).toBeLessThan(64 * MB);
    expect(fs.existsSync(path.join(dir, "public"))).toBe(false);
  });

  it("tells the decoder the limit too: sharp refuses the bomb it is handed, before allocating its pixels", async () => {
    for (const name of ["konsert.jpg", "fest.jpg", "plakat.png"]) {
      const { outcome, ms, grewBy } = await measured(() => decodePhoto(path.join(images(), name)));
      expect(outcome).toBeInstanceOf(PhotoRefusedError);
      expect((outcome as Error).message).toContain(`«${name}» er større enn 40 megapiksler`);
      expect(ms).toBeLessThan(1_000);
      expect(grewBy).toBeLessThan(64 * MB);
    }
  });

  it("still makes a photo within the limit", async () => {
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#36a" } })
      .jpeg()
      .toFile(path.join(images(), "sal.jpg"));
    const picture = await pictures().picture({ url: "/images/sal.jpg", alt: "Salen" }, "card");
    expect(picture.srcSet.split(", ")).toHaveLength(4);
  });
});
