import { focalPosition, type FocalPoint, type Picture, type PictureSource } from "../../src/pictures/picture";
import type { Crop, Preset } from "./presets";

/** Until a remote image has loaded: a quiet neutral, since the build does not download it. */
export const REMOTE_PLACEHOLDER = "linear-gradient(#d9d4cb, #d9d4cb)";

/**
 * A remote image sized by its image CDN. The CDN crops to the width and height asked for around
 * the focal point (`fit=crop&crop=focalpoint&fp-x&fp-y`, the imgix convention the content API's
 * focal points come in) and encodes in the format asked for (`fm`), so nothing is downloaded at
 * build time. Parameters already on the URL are kept unless these replace them.
 */
export function cdnPicture(url: string, alt: string, focal: FocalPoint, preset: Preset): Picture {
  const sized = (width: number, aspect: number, format: "webp" | "jpg") => {
    const u = new URL(url);
    const params: Record<string, string> = {
      w: String(width),
      h: String(Math.round(width / aspect)),
      fit: "crop",
      crop: "focalpoint",
      "fp-x": String(focal.x),
      "fp-y": String(focal.y),
      fm: format,
      q: format === "webp" ? "72" : "76",
    };
    for (const [key, value] of Object.entries(params)) u.searchParams.set(key, value);
    return u.toString();
  };
  const srcSet = (crop: Crop, format: "webp" | "jpg") =>
    crop.widths.map((w) => `${sized(w, crop.aspect, format)} ${w}w`).join(", ");
  const sources: PictureSource[] = [];
  if (preset.small) {
    sources.push({ media: preset.small.media, type: "image/webp", srcSet: srcSet(preset.small, "webp"), sizes: preset.sizes });
    sources.push({ media: preset.small.media, srcSet: srcSet(preset.small, "jpg"), sizes: preset.sizes });
  }
  if (!preset.fallbackOnly) sources.push({ type: "image/webp", srcSet: srcSet(preset.crop, "webp"), sizes: preset.sizes });
  const { widths, aspect } = preset.crop;
  const largest = widths[widths.length - 1];
  const smallest = preset.small ? preset.small.widths[preset.small.widths.length - 1] : 0;
  return {
    url,
    alt,
    src: sized(widths[Math.min(widths.length - 1, Math.floor(widths.length / 2))], aspect, "jpg"),
    srcSet: srcSet(preset.crop, "jpg"),
    sizes: preset.sizes,
    width: largest,
    height: Math.round(largest / aspect),
    sources,
    ...(preset.small
      ? { small: { width: smallest, height: Math.round(smallest / preset.small.aspect), media: preset.small.media } }
      : {}),
    placeholder: REMOTE_PLACEHOLDER,
    position: focalPosition(focal),
  };
}
