import type { Picture } from "../../pictures/picture";

/** A lobby screen stood on its end (1080x1920): the rows lay out, and their photos crop, their own way. */
export const SCREEN_PORTRAIT = "(orientation: portrait)";

/**
 * The photo on a row of the lobby programme, as the build made it for the row ("screenRow" preset in
 * gatsby/images/presets.ts): one JPEG per orientation, each about the width the row shows it at, at
 * a fixed address, so the screen can keep both on the device (savePictures) and a screen turned
 * round offline still has its photos. JPEG, as the slideshow's: every TV's browser shows it.
 */
export interface RowPhoto {
  /** The content's image URL: the row's photo is known by it (a failed load drops it). */
  url: string;
  landscape: { src: string; width: number; height: number };
  portrait: { src: string; width: number; height: number };
  /** The photo's colours until it has loaded. */
  placeholder: string;
  /** CSS object-position: the focal point. */
  position: string;
}

/** "a.jpg 240w, b.jpg 480w" -> the first candidate's address and width. */
function firstCandidate(srcSet: string): { src: string; width: number } | null {
  const [src, descriptor = ""] = srcSet.split(",")[0].trim().split(/\s+/);
  const width = parseInt(descriptor, 10);
  return src && Number.isFinite(width) ? { src, width } : null;
}

/**
 * The photo a programme row shows for a production's prepared picture, or null when there is none to
 * show: no picture made for it, or a drawing (passed as it is, without widths). Such a row shows its
 * text alone.
 */
export function rowPhoto(picture: Picture | undefined): RowPhoto | null {
  if (!picture?.srcSet) return null;
  const landscape = firstCandidate(picture.srcSet);
  if (!landscape) return null;
  const portraitSet = picture.sources.find((s) => s.media === SCREEN_PORTRAIT && !s.type)?.srcSet;
  const portrait = (portraitSet && firstCandidate(portraitSet)) || landscape;
  const heightOf = (width: number, crop: { width: number; height: number }) => Math.round((width * crop.height) / crop.width);
  return {
    url: picture.url,
    landscape: { ...landscape, height: heightOf(landscape.width, picture) },
    portrait: {
      ...portrait,
      height: heightOf(portrait.width, portrait === landscape || !picture.small ? picture : picture.small),
    },
    placeholder: picture.placeholder,
    position: picture.position,
  };
}

/** Every address the photos load from, both orientations', once each: what the screen keeps offline. */
export const rowPhotoAddresses = (photos: (RowPhoto | null)[]): string[] => [
  ...new Set(photos.flatMap((p) => (p ? [p.landscape.src, p.portrait.src] : []))),
];
