import { photoPixelProblem } from "../../../content-model";

/**
 * What the editor accepts as a photo: JPEG, PNG or WebP by its bytes (not its name), under a size
 * limit in bytes and one in pixels (content-model/photo-pixels.ts: a small file can hold a picture
 * the build cannot afford to decode), under a safe file name. An SVG (a drawing can carry scripts;
 * drawings go in static/ by hand after a check), a renamed file or anything else is refused with a
 * message that says why.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type PhotoType = "jpeg" | "png" | "webp";
const EXTENSIONS: Record<PhotoType, string[]> = { jpeg: ["jpg", "jpeg"], png: ["png"], webp: ["webp"] };

/** The photo type the first bytes of a file say, if any. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

const TRANSLITERATE: Record<string, string> = { æ: "ae", ø: "o", å: "a", ä: "a", ö: "o", ü: "u", é: "e", è: "e", ß: "ss" };

/** A name of lower-case a–z, 0–9 and single hyphens, with the extension the bytes have. */
export function safeFileName(name: string, type: PhotoType): string {
  const base = name.replace(/\.[^.]*$/, "").toLowerCase();
  const stem = [...base]
    .map((ch) => TRANSLITERATE[ch] ?? ch)
    .join("")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${stem || "bilde"}.${EXTENSIONS[type][0]}`;
}

export type UploadVerdict = { ok: true; name: string } | { ok: false; message: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;

/**
 * The verdict on the file `name` of `size` bytes, from its bytes: the whole file, since a JPEG's
 * size comes after its EXIF and other segments (64 KB each, several of them), so no fixed head is
 * sure to hold it. A file over the byte limit is refused before its pixels are looked at.
 */
export function judgeUpload(name: string, size: number, head: Uint8Array): UploadVerdict {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  if (extension === "svg" || /^\s*<(\?xml|svg)/i.test(String.fromCharCode(...head.slice(0, 64))))
    return { ok: false, message: `«${name}» er en SVG-tegning. Her kan du bare laste opp foto (JPEG, PNG eller WebP).` };
  const type = sniffPhoto(head);
  if (!type)
    return { ok: false, message: `«${name}» er ikke et JPEG-, PNG- eller WebP-bilde. Lagre bildet som JPEG og prøv igjen.` };
  if (!EXTENSIONS[type].includes(extension))
    return {
      ok: false,
      message: `«${name}» har feil filendelse: innholdet er ${type.toUpperCase()}. Gi filen riktig endelse (.${EXTENSIONS[type][0]}) og prøv igjen.`,
    };
  if (size > MAX_UPLOAD_BYTES)
    return {
      ok: false,
      message: `«${name}» er ${megabytes(size)}. Største tillatte bilde er ${megabytes(MAX_UPLOAD_BYTES)}: gjør bildet mindre og prøv igjen.`,
    };
  const pixels = photoPixelProblem(name, head);
  if (pixels) return { ok: false, message: pixels };
  return { ok: true, name: safeFileName(name, type) };
}
