import type { Picture, PictureSource } from "../../pictures/picture";
import { fnv1a32 } from "../../pictures/fnv1a";

/**
 * The programme's card pictures for the programme index (programme-index.ts): a filter shows
 * productions from the whole programme, and only the listing pages loaded carry theirs. The build
 * writes every coming production's card picture into one of `buckets` files by its image URL
 * (gatsby/post-build/programme-pictures.ts); the browser fetches the buckets of the cards it shows.
 * A bucket holds about PICTURES_PER_BUCKET pictures: a few kilobytes by brotli, and a filtered
 * page's worth of cards asks for at most one bucket per card, whatever the programme's size.
 */
export const PROGRAMME_PICTURES_DIR = "/programme-pictures";

export const PICTURES_PER_BUCKET = 16;

/** How many buckets the build makes for this many pictures. */
export const bucketCount = (pictures: number) => Math.max(1, Math.ceil(pictures / PICTURES_PER_BUCKET));

/** The bucket of an image URL (32-bit FNV-1a of its UTF-16 code units): the same in the build and the browser. */
export const pictureBucket = (url: string, buckets: number): number => fnv1a32(url) % buckets;

/** A bucket of one build's pictures: `version` is the hash the index names them by. */
export const bucketPath = (version: string, bucket: number) => `${PROGRAMME_PICTURES_DIR}/${version}/${bucket}.json`;

/** A version the index may name: the hash the build writes, and nothing that could climb out of the folder. */
export const isPicturesVersion = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{6,64}$/.test(value);

const isText = (v: unknown): v is string => typeof v === "string";
const isSize = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
/**
 * An address a picture may load: a path of this site, or an image CDN's over https; never "//host"
 * nor "/\host" (which a browser reads as "//host"), nor anything with a backslash or a space in it.
 */
const isAddress = (v: string) => !/[\\\s]/.test(v) && (/^\/(?!\/)/.test(v) || /^https:\/\/[^/]/.test(v));
/** What the frame shows until the photo has loaded, as the build writes it: none, or the photo's colours. */
const isPlaceholder = (v: unknown) =>
  v === "none" || (typeof v === "string" && /^linear-gradient\(#[0-9a-f]{6}(, #[0-9a-f]{6})*\)$/i.test(v));
/** The focal point as CSS object-position: two percentages. */
const isPosition = (v: unknown) => typeof v === "string" && /^\d{1,3}% \d{1,3}%$/.test(v);
/** Every address in a srcset ("a.webp 360w, b.webp 540w"). */
const isSrcSet = (v: unknown): v is string =>
  isText(v) && v.split(",").every((entry) => entry.trim() === "" || isAddress(entry.trim().split(/\s+/)[0]));

function isSource(v: unknown): v is PictureSource {
  const s = v as Partial<PictureSource> | null;
  return Boolean(s) && isSrcSet(s!.srcSet) && isText(s!.sizes) && [s!.media, s!.type].every((x) => x === undefined || isText(x));
}

function isPicture(v: unknown): v is Picture {
  const p = v as Partial<Picture> | null;
  return (
    Boolean(p) &&
    [p!.url, p!.alt, p!.sizes].every(isText) &&
    isPlaceholder(p!.placeholder) &&
    isPosition(p!.position) &&
    isText(p!.src) &&
    isAddress(p!.src) &&
    isSrcSet(p!.srcSet) &&
    isSize(p!.width) &&
    isSize(p!.height) &&
    Array.isArray(p!.sources) &&
    p!.sources.every(isSource) &&
    (p!.small === undefined || (isSize(p!.small.width) && isSize(p!.small.height) && isText(p!.small.media)))
  );
}

/**
 * The pictures of a fetched bucket, by image URL; throws on a file that is not a bucket. An entry
 * that is not a picture, or loads from elsewhere, is left out: its card keeps its frame.
 */
export function decodePictureBucket(file: unknown): Record<string, Picture> {
  if (!file || typeof file !== "object" || Array.isArray(file)) throw new Error("programme pictures: not a bucket file");
  return Object.fromEntries(Object.entries(file).filter(([url, picture]) => isPicture(picture) && picture.url === url));
}
