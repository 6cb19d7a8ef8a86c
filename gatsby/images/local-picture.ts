import crypto from "crypto";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { decodedPhotos, limiter, PICTURE_TASKS } from "./decoded-photos";
import { photoMetadata } from "./photo-decoder";
import type { PictureEncoding } from "../env/picture-encoding";
import { focalPosition, type FocalPoint, type Picture, type PictureSource } from "../../src/pictures/picture";
import { cropAround, usableWidths, type Crop, type Preset } from "./presets";

/** The web path the made files are published under (public/static/img). */
export const PUBLISHED_DIR = "/static/img";

/**
 * Encoder settings per kind of file; part of each made file's name, so a change makes the files again.
 * - WebP at effort 2 rather than sharp's default 4. WebP is most of a build's picture work (a
 *   1080 px WebP at effort 3 costs five times its JPEG). Measured on 12 demo photos at 1080x720,
 *   quality 72, one core (SSIM on luma against the resized photo):
 *     effort 4: 449 KB, 1,367 ms;  effort 3: 448 KB, 1,272 ms, SSIM 0.9770;
 *     effort 2: 468 KB,   597 ms, SSIM 0.9752;  effort 1: 541 KB, 458 ms.
 *   At effort 2 libwebp leaves out its rate-distortion choices: half the CPU, for 4.5% more bytes
 *   and a slightly lower SSIM (about 6% more bytes at equal SSIM: effort 3 at quality 75 makes
 *   463 KB at 0.9777); no difference a visitor can see. Effort 1 would save another 23% of the
 *   time for 16% more bytes. Every browser a visitor uses takes the WebP, so its size is what
 *   pages download.
 * - The JPEG beside a WebP is for a browser without WebP, and for the lobby programme's row
 *   thumbnails (200 and 360 px; the screens keep the JPEG): mozjpeg without trellis quantisation
 *   and scan optimisation. Measured on 24 crops of the demo photos (480 to 1440 px): 577 ms of CPU
 *   against 2,100 ms, 1,153 KB against 1,001 KB; re-encoding 80 of a build's 318 JPEGs, 1.8 s of
 *   CPU against 5.9 s, 3% more bytes.
 * - A JPEG alone (the social preset: link previews fetch it from other sites) keeps the smallest
 *   mozjpeg makes.
 * - AVIF for the presets that ask for it (the pictures that are the largest paint of their page:
 *   presets.ts):
 *   effort 1 (its quality: below). Measured at quality 50 on the front page's earlier photo, effort
 *   2: 800x600, WebP 49 KB, AVIF 25 KB (effort 4: 28 KB at quality 50, for seven times the CPU);
 *   1920x800, 106 KB against 53 KB. Effort 1 against 2, on the seven hero widths of four demo photos (one core): 2.7 s of
 *   CPU against 5.8 s, 625 KB against 594 KB (5% more), SSIM on luma 0.9713 against 0.9730 (1920x800
 *   and 800x600); effort 0 took 1.0 s for 707 KB (19% more). At 2,000 productions the heroes' AVIFs
 *   were a third of a cold build's picture work. Not for every card of a programme (only a
 *   listing page's first).
 *   Chroma at half resolution (4:2:0, as every WebP and our JPEGs have it), not sharp's default
 *   4:4:4: on the seven hero widths of four demo photos, one core, 1,025 KB against 1,122 (9% fewer)
 *   and 4.0 s of CPU against 4.5, SSIM on luma 0.9671 against 0.9673 (800x600 and 1920x800).
 *   Quality 40, not 50: the front page's photo (boats on gravel, fine texture everywhere) made
 *   58.8 KB at 800x600, the phone's width, and was the front page's largest paint; at 40 it is
 *   40.5 KB, and side by side at full size the two cannot be told apart. On all 24 demo photos at
 *   800x600 and 1920x800: 1,058 KB against 1,582 (a third fewer), 13.9 s of CPU against 16.3.
 *   Lighthouse (mobile) on a copy of the front page with that one file changed: LCP 1.48 s against 1.58.
 */
const FINAL = {
  avif: { quality: 40, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 72, effort: 2 },
  jpegFallback: { quality: 76, mozjpeg: true, progressive: true, trellisQuantisation: false, optimiseScans: false },
  jpeg: { quality: 76, mozjpeg: true, progressive: true },
} as const;

/**
 * The same files at libvips's quickest settings, for a build nobody publishes: the browser tests'
 * (`npm run build:e2e`), which checks which file a page offers and the browser takes, never how
 * small it is. Measured on a 2400 px crop: AVIF 125 ms of CPU against 442 (7% more bytes), WebP 61
 * against 102, JPEG 21 against 46; the cold test build's pictures took 41 s of CPU.
 */
const DRAFT = {
  avif: { quality: 40, effort: 0, chromaSubsampling: "4:2:0" },
  webp: { quality: 72, effort: 0 },
  jpegFallback: { quality: 76 },
  jpeg: { quality: 76 },
} as const;

/** The encoder settings of each encoding (gatsby/env/picture-encoding.ts). */
export const ENCODERS = { final: FINAL, draft: DRAFT } as const;

type Format = "jpeg" | "webp" | "avif";
const EXT: Record<Format, string> = { jpeg: "jpg", webp: "webp", avif: "avif" };
/** The <source> type of each modern format, in the order the browser is offered them (the JPEG is the <img>). */
const SOURCE_TYPES: [Exclude<Format, "jpeg">, string][] = [
  ["avif", "image/avif"],
  ["webp", "image/webp"],
];

const hex = (n: number) => n.toString(16).padStart(2, "0");

/**
 * Makes the crops, widths and formats of one local photo for one preset, into `publicDir`
 * (public/ in a build). A file already made from the same bytes with the same settings is kept,
 * so a rebuild only makes what changed.
 */
export function localPictureMaker({
  publicDir,
  concurrency = PICTURE_TASKS,
  encoding = "final",
}: {
  publicDir: string;
  concurrency?: number;
  encoding?: PictureEncoding;
}) {
  const encoder = ENCODERS[encoding];
  const outDir = path.join(publicDir, PUBLISHED_DIR);
  // Every decode and every use of decoded pixels runs through `run`: the bound on pictures held
  // (decoded-photos.ts); a task for a photo already decoded goes first.
  const withDecoded = decodedPhotos();
  const run = limiter(concurrency, withDecoded.holds);
  /** Each file once: two pictures of one photo in one crop (another alt text) share their files. */
  const making = new Map<string, Promise<void>>();
  const digests = new Map<string, Promise<{ digest: string; width: number; height: number }>>();

  const source = (file: string) => {
    let known = digests.get(file);
    if (!known) {
      known = (async () => {
        const bytes = await fs.promises.readFile(file);
        // Refused here, from the header, if over the pixel limit: nothing of it is decoded.
        const meta = await photoMetadata(file, bytes);
        if (!meta.width || !meta.height) throw new Error(`${file}: not an image sharp can read`);
        // EXIF orientation 5-8 turns the picture a quarter: its width is the file's height.
        const turned = (meta.orientation ?? 1) >= 5;
        return {
          digest: crypto.createHash("sha1").update(bytes).digest("hex").slice(0, 16),
          width: turned ? meta.height : meta.width,
          height: turned ? meta.width : meta.height,
        };
      })();
      digests.set(file, known);
    }
    return known;
  };

  /**
   * The files of one width of a crop, one per format: resized once and encoded in each format
   * (resizing a 2400 px photo is a tenth of encoding it). Answers each format's published path.
   */
  async function widthFiles(
    file: string,
    name: string,
    rect: ReturnType<typeof cropAround>,
    width: number,
    height: number,
    formats: Format[],
    digest: string,
  ): Promise<Record<Format, string>> {
    const settings = (format: Format) =>
      format === "avif"
        ? encoder.avif
        : format === "webp"
          ? encoder.webp
          : formats.includes("webp")
            ? encoder.jpegFallback
            : encoder.jpeg;
    const fileNameOf = (format: Format) => {
      const key = crypto
        .createHash("sha1")
        .update(JSON.stringify([digest, rect, width, height, format, settings(format)]))
        .digest("hex")
        .slice(0, 10);
      return `${name}-${width}x${height}-${key}.${EXT[format]}`;
    };
    const names = Object.fromEntries(formats.map((format) => [format, fileNameOf(format)])) as Record<Format, string>;
    const missing = formats.filter((format) => !making.has(names[format]) && !fs.existsSync(path.join(outDir, names[format])));
    for (const format of formats)
      if (!missing.includes(format)) making.set(names[format], making.get(names[format]) ?? Promise.resolve());
    if (missing.length) {
      const made = run(
        () =>
          withDecoded(file, async ({ data, raw }) => {
            const resized = await sharp(data, { raw })
              .extract(rect)
              .resize(width, height, { fit: "fill" })
              .raw()
              .toBuffer({ resolveWithObject: true });
            const pixels = { width: resized.info.width, height: resized.info.height, channels: resized.info.channels };
            await fs.promises.mkdir(outDir, { recursive: true });
            // One after the other: the limiter counts this as one task, and sharp takes a core per encoding.
            for (const format of missing) {
              const pipeline = sharp(resized.data, { raw: pixels });
              const encoded =
                format === "avif"
                  ? pipeline.avif(encoder.avif)
                  : format === "webp"
                    ? pipeline.webp(encoder.webp)
                    : pipeline.jpeg(settings(format));
              const target = path.join(outDir, names[format]);
              // Written under another name first: a build that stops halfway leaves no half file under the real one.
              const partial = `${target}.${process.pid}.part`;
              await encoded.toFile(partial);
              await fs.promises.rename(partial, target);
            }
          }),
        file,
      );
      for (const format of missing) making.set(names[format], made);
    }
    await Promise.all(formats.map((format) => making.get(names[format])));
    return Object.fromEntries(formats.map((format) => [format, `${PUBLISHED_DIR}/${names[format]}`])) as Record<Format, string>;
  }

  async function placeholder(file: string, rect: ReturnType<typeof cropAround>): Promise<string> {
    const { data } = await run(
      () =>
        withDecoded(file, (photo) =>
          sharp(photo.data, { raw: photo.raw })
            .extract(rect)
            .resize(1, 3, { fit: "fill" })
            .removeAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true }),
        ),
      file,
    );
    const colours = [0, 1, 2].map((i) => `#${hex(data[i * 3])}${hex(data[i * 3 + 1])}${hex(data[i * 3 + 2])}`);
    return `linear-gradient(${colours.join(", ")})`;
  }

  async function cropSet(
    file: string,
    name: string,
    crop: Crop,
    focal: FocalPoint,
    preset: Preset,
    digest: string,
    sourceWidth: number,
    sourceHeight: number,
  ) {
    const rect = cropAround(sourceWidth, sourceHeight, crop.aspect, focal);
    const widths = usableWidths(crop.widths, rect.width);
    const formats: Format[] = preset.fallbackOnly ? ["jpeg"] : preset.avif ? ["avif", "webp", "jpeg"] : ["webp", "jpeg"];
    const made = await Promise.all(
      widths.map(async (w) => ({ w, srcs: await widthFiles(file, name, rect, w, Math.round(w / crop.aspect), formats, digest) })),
    );
    const srcSetOf = (format: Format) => made.map((f) => `${f.srcs[format]} ${f.w}w`).join(", ");
    // The fallback src is the middle width: what a browser without srcset gets is neither tiny nor huge.
    const middle = made[Math.min(made.length - 1, Math.floor(made.length / 2))];
    const fallback = { w: middle.w, src: middle.srcs.jpeg };
    return { rect, widths, srcSetOf, fallback, formats };
  }

  /** The picture of the photo `file` (content path `url`) for `preset`, cropped around `focal`. */
  return async function localPicture(
    file: string,
    url: string,
    alt: string,
    focal: FocalPoint,
    preset: Preset,
  ): Promise<Picture> {
    const { digest, width, height } = await source(file);
    const name = path
      .basename(file)
      .replace(/\.[^.]+$/, "")
      .replace(/[^a-z0-9-]+/gi, "-")
      .toLowerCase();
    const main = await cropSet(file, name, preset.crop, focal, preset, digest, width, height);
    const sources: PictureSource[] = [];
    let small: Picture["small"];
    if (preset.small) {
      const phone = await cropSet(file, name, preset.small, focal, preset, digest, width, height);
      small = {
        width: phone.widths[phone.widths.length - 1],
        height: Math.round(phone.widths[phone.widths.length - 1] / preset.small.aspect),
        media: preset.small.media,
      };
      for (const [format, type] of SOURCE_TYPES)
        if (phone.formats.includes(format))
          sources.push({ media: preset.small.media, type, srcSet: phone.srcSetOf(format), sizes: preset.sizes });
      sources.push({ media: preset.small.media, srcSet: phone.srcSetOf("jpeg"), sizes: preset.sizes });
    }
    for (const [format, type] of SOURCE_TYPES)
      if (main.formats.includes(format)) sources.push({ type, srcSet: main.srcSetOf(format), sizes: preset.sizes });
    const largest = main.widths[main.widths.length - 1];
    return {
      url,
      alt,
      src: main.fallback.src,
      srcSet: main.srcSetOf("jpeg"),
      sizes: preset.sizes,
      width: largest,
      height: Math.round(largest / preset.crop.aspect),
      sources,
      ...(small ? { small } : {}),
      placeholder: await placeholder(file, main.rect),
      position: focalPosition(focal),
    };
  };
}
