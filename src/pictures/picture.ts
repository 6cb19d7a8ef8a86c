/**
 * A picture as the build prepares it for the one image component (src/components/Image.tsx):
 * already cropped around its focal point, in several widths and formats, with a placeholder.
 * Local photos are made by the build (gatsby/images/local-picture.ts); a remote image gets the
 * same shape from its image CDN's URL parameters (gatsby/images/cdn-picture.ts).
 */
export interface PictureSource {
  /** For art direction: the crop small screens get. */
  media?: string;
  /** "image/webp"; none for the fallback format. */
  type?: string;
  srcSet: string;
  sizes: string;
}

export interface Picture {
  /** The image as the content names it (the Content-Security-Policy's image hosts are read from it). */
  url: string;
  alt: string;
  /** The fallback image: JPEG for photos, the file itself for drawings. */
  src: string;
  srcSet: string;
  sizes: string;
  /** Intrinsic size of the main crop, for the aspect ratio the page reserves. */
  width: number;
  height: number;
  /** Most preferred first; the browser takes the first it supports whose media matches. */
  sources: PictureSource[];
  /** Size of the crop small screens get, when it differs (art direction). */
  small?: { width: number; height: number; media: string };
  /** CSS background-image shown until the image has loaded: the photo's colours, top to bottom ("none" for drawings). */
  placeholder: string;
  /** CSS object-position: the focal point, for when the frame crops further. */
  position: string;
}

export interface FocalPoint {
  x: number;
  y: number;
}

/** "fp-x=0.5&fp-y=0.3" -> { x: 0.5, y: 0.3 }; anything missing or out of 0..1 is the centre. */
export function parseFocalPoint(query: string | undefined): FocalPoint {
  const params = new URLSearchParams(query ?? "");
  const read = (key: string) => {
    const n = Number(params.get(key));
    return params.has(key) && params.get(key) !== "" && Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0.5;
  };
  return { x: read("fp-x"), y: read("fp-y") };
}

/** { x: 0.5, y: 0.3 } -> "50% 30%" */
export const focalPosition = ({ x, y }: FocalPoint) => `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
