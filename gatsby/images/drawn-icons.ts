import crypto from "crypto";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { localImageFile } from "./local-image-file";

/**
 * The logo and the favicon, when they are SVG drawings of this site, drawn once by the build as
 * PNG files. Why: a browser shows an SVG in an <img>, or as the tab's icon, as a whole document of
 * its own (made, laid out, painted, then thrown away; the favicon twice). On the front page that
 * was about a sixth of a slowed phone's main-thread work as the page opened (issue 39's
 * measurements); a PNG of the same drawing costs a decode. The web app manifest's icons too: a
 * phone reads the manifest as the page opens and draws its icon in the page's own process, which
 * for an SVG cost the programme about a fifth of its main-thread work. The SVG stays for links
 * shared elsewhere.
 */

/** Where the files go, under public/: their names hold the drawing's hash, so they can be cached for good. */
const DIR = "static/icons";

export interface DrawnFile {
  src: string;
  width: number;
  height: number;
}

/** The logo's box in the header's markup (src/components/Header.tsx): its files keep this shape. */
export const LOGO_BOX = { width: 200, height: 48 } as const;
/** The logo's files: the box at 1, 2 and 3 times; Header.css draws it 168 px wide on a phone, 208 px from 720 px. */
const LOGO_SCALES = [1, 2, 3] as const;
/** The widths the header draws the logo at, for the browser to pick a file (Header.css). */
export const LOGO_SIZES = "(min-width: 720px) 208px, 168px";
/** Part of every file's name: a change to how files are drawn gives them new names. */
const DRAWING = "png-palette-1";
/** The favicon's sizes, in pixels: a tab's 16 CSS pixels at 2x, and at up to 4x. */
const FAVICON_SIZES = [32, 64] as const;
/** The manifest's icon sizes: what a phone asks for to put the site on its home screen, and for its splash screen. */
export const MANIFEST_ICON_SIZES = [192, 512] as const;

export interface DrawnLogo {
  src: string;
  srcSet: string;
  sizes: string;
}

export interface DrawnFavicon {
  href: string;
  sizes: string;
}

const isSvgFile = (file: string) => /\.svg$/i.test(file);

/** The drawing in `file` as a PNG of `width` x `height` pixels (fitted, never distorted, on transparent). */
async function drawn(file: string, name: string, width: number, height: number, publicDir: string): Promise<DrawnFile> {
  const bytes = await fs.promises.readFile(file);
  const hash = crypto.createHash("sha256").update(bytes).update(`${width}x${height} ${DRAWING}`).digest("hex").slice(0, 10);
  const rel = `${DIR}/${name}-${width}x${height}-${hash}.png`;
  const out = path.join(publicDir, rel);
  if (!fs.existsSync(out)) {
    const own = await sharp(bytes).metadata();
    // librsvg draws at 72 dpi by default: at its own size. Drawn at the size wanted, it stays sharp.
    const density = Math.min(
      2400,
      Math.max(72, Math.ceil(72 * Math.max(width / (own.width || width), height / (own.height || height)) + 1)),
    );
    const png = await sharp(bytes, { density })
      .resize(width, height, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    await fs.promises.mkdir(path.dirname(out), { recursive: true });
    // Query workers may draw the same file at once: each writes its own and renames it in place.
    const temp = `${out}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    try {
      await fs.promises.writeFile(temp, png);
      await fs.promises.rename(temp, out);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }
  return { src: `/${rel}`, width, height };
}

export interface IconDirs {
  contentImages: string;
  staticDir: string;
  publicDir: string;
}

/**
 * The local SVG `url` names, drawn by `draw`; null when it is no local SVG, or cannot be drawn (an
 * address that cannot be read, a file librsvg refuses): the page then shows the file as it is, and
 * the build says why.
 */
async function drawnOrNull<T>(what: string, url: string, dirs: IconDirs, draw: (file: string) => Promise<T>): Promise<T | null> {
  try {
    const file = localImageFile(url, dirs);
    return file && isSvgFile(file) ? await draw(file) : null;
  } catch (error) {
    console.warn(`${what} ${url}: could not be drawn as PNG files, so it is shown as it is (${(error as Error).message})`);
    return null;
  }
}

/** The logo's PNG files for the header, or null when the logo is not a local SVG (then it is shown as it is). */
export const drawnLogo = (url: string, dirs: IconDirs): Promise<DrawnLogo | null> =>
  drawnOrNull("The logo", url, dirs, async (file) => {
    const files = await Promise.all(
      LOGO_SCALES.map((scale) => drawn(file, "logo", LOGO_BOX.width * scale, LOGO_BOX.height * scale, dirs.publicDir)),
    );
    return { src: files[0].src, srcSet: files.map((f) => `${f.src} ${f.width}w`).join(", "), sizes: LOGO_SIZES };
  });

/** The favicon's PNG files, or null when the favicon is not a local SVG (then it is linked as it is). */
export const drawnFavicon = (url: string, dirs: IconDirs): Promise<DrawnFavicon[] | null> =>
  drawnOrNull("The favicon", url, dirs, async (file) => {
    const files = await Promise.all(FAVICON_SIZES.map((size) => drawn(file, "favicon", size, size, dirs.publicDir)));
    return files.map((f) => ({ href: f.src, sizes: `${f.width}x${f.height}` }));
  });

/** An icon as the web app manifest lists it. */
interface ManifestIcon {
  src?: unknown;
  sizes?: unknown;
  type?: unknown;
  purpose?: unknown;
}

/**
 * The web app manifest (its text, as static/ holds it) with each icon that is a local SVG drawing
 * replaced by its PNG files at MANIFEST_ICON_SIZES; every other icon, and every other field, as it
 * was. An icon that cannot be drawn stays as it is, with a warning. Throws, naming the file, on a
 * manifest that is not a JSON object.
 */
export async function manifestWithDrawnIcons(
  text: string,
  dirs: IconDirs,
  name = "static/manifest.webmanifest",
): Promise<string> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name} is not JSON: ${(error as Error).message}`);
  }
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest))
    throw new Error(`${name} is not a JSON object`);
  const { icons } = manifest as { icons?: unknown };
  if (!Array.isArray(icons)) return text;
  const drawnIcons = await Promise.all(
    icons.map(async (icon: ManifestIcon) => {
      if (typeof icon !== "object" || icon === null || typeof icon.src !== "string") return [icon];
      const files = await drawnOrNull(`The manifest's icon`, icon.src, dirs, (file) =>
        Promise.all(MANIFEST_ICON_SIZES.map((size) => drawn(file, "icon", size, size, dirs.publicDir))),
      );
      return files ? files.map((f) => ({ ...icon, src: f.src, sizes: `${f.width}x${f.height}`, type: "image/png" })) : [icon];
    }),
  );
  return `${JSON.stringify({ ...manifest, icons: drawnIcons.flat() }, null, 2)}\n`;
}
