import { SCREEN_PORTRAIT } from "../../src/features/screens/contract";

/**
 * How each place on the site shows a picture: the crop's aspect ratio, the widths made, and the
 * `sizes` that tell the browser how wide the picture is drawn (matching the stylesheets: src/styles/global.css and the components' own).
 */
export interface Crop {
  /** Width / height. */
  aspect: number;
  widths: number[];
}

export interface Preset {
  crop: Crop;
  sizes: string;
  /** A second crop for small screens (art direction), with the media query that selects it. */
  small?: Crop & { media: string };
  /** Only the fallback format (social images: other sites fetch them). */
  fallbackOnly?: boolean;
  /**
   * AVIF too, before the WebP: for the pictures that are their page's largest paint on a phone (the
   * page-top picture, a production's or article's cover, a programme listing's first card). AVIF is
   * about half the WebP's bytes at the same look, and costs several times its encoding time, so it
   * is spent where a phone waits for it (local-picture.ts).
   */
  avif?: boolean;
}

export const SMALL_SCREEN = "(max-width: 719px)";

/**
 * On a phone a picture inside the page is the screen's width less the page's margins (--gutter in
 * global.css, 1rem or more on each side: so this never asks for less than is drawn). Saying 100vw made a 412 px phone at 1.75x pick the 1080 px
 * card (150 KB) for a 380 px card, and the lazy cards near the top then took bandwidth from the
 * main picture.
 */
const PHONE_INSET = "calc(100vw - 2rem)";

const CARD: Preset = {
  crop: { aspect: 3 / 2, widths: [360, 540, 720, 1080] },
  sizes: `(min-width: 1080px) 380px, (min-width: 600px) 50vw, ${PHONE_INSET}`,
};

export const PRESETS = {
  /** Full-bleed page top: wide on large screens, 4:3 on phones. */
  hero: {
    crop: { aspect: 12 / 5, widths: [960, 1440, 1920, 2400] },
    small: { aspect: 4 / 3, widths: [480, 800, 1200], media: SMALL_SCREEN },
    sizes: "100vw",
    avif: true,
  },
  /**
   * A production's or article's main picture, beside or above its title: its page's largest paint.
   * AVIF too: Lighthouse mobile on a production page whose photo is the forest path (the 720 px
   * WebP 59.5 KB) read LCP 2.04 s, against 1.11-1.18 s for the culture page the bench measures;
   * with the AVIF (21.0 KB), 1.22-1.51 s.
   */
  cover: {
    crop: { aspect: 3 / 2, widths: [480, 720, 960, 1440] },
    sizes: `(min-width: 1200px) 680px, (min-width: 960px) 56vw, ${PHONE_INSET}`,
    avif: true,
  },
  /** Cards in lists: two to four columns on large screens, one on phones. */
  card: CARD,
  /**
   * The first card of a programme listing page, whose picture is that page's largest paint on a
   * phone: AVIF too. Measured (Lighthouse mobile, the programme at 10 productions, its first card's
   * photo a forest path): the 720 px file 19.7 KB against the WebP's 59.5, LCP 1.19-1.21 s against
   * 1.43-1.51. The other cards' pictures load later, below the first screen, and stay WebP (AVIF for
   * every card would multiply a large programme's picture work).
   */
  leadCard: { ...CARD, avif: true },
  /** The slideshow: the page's width on phones, three fifths of it beside the text on large screens. */
  slide: {
    // 720: a phone 412 px wide at 1.75x needs 665 px, and took the 960 px file when 640 was the step below.
    crop: { aspect: 16 / 9, widths: [480, 720, 960, 1280, 1600] },
    sizes: `(min-width: 1200px) 700px, (min-width: 960px) 60vw, ${PHONE_INSET}`,
  },
  /** Lobby screens, 1920 px landscape. */
  screen: { crop: { aspect: 16 / 9, widths: [1280, 1920] }, sizes: "100vw" },
  /**
   * A row of the lobby programme ends in its photo, the row's height: about 150x100 px on a
   * 1920x1080 screen, about 300x325 on a 1080x1920 one (src/features/screens/screens.css).
   * One width per orientation, a little over what shows, each at an address the screen keeps
   * offline (src/features/screens/row-photos.ts); no 1920 px file for a thumbnail.
   */
  screenRow: {
    crop: { aspect: 3 / 2, widths: [200] },
    small: { aspect: 1, widths: [360], media: SCREEN_PORTRAIT },
    sizes: `${SCREEN_PORTRAIT} 28vmin, 14vmin`,
  },
  /** og:image and structured data: the size link previews use. */
  social: { crop: { aspect: 1200 / 630, widths: [1200] }, sizes: "1200px", fallbackOnly: true },
} satisfies Record<string, Preset>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
export const isPresetName = (name: string): name is PresetName => (PRESET_NAMES as string[]).includes(name);

/** The largest rectangle of `aspect` inside width x height, as close to centred on the focal point as the edges allow. */
export function cropAround(width: number, height: number, aspect: number, focal: { x: number; y: number }) {
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  const left = clamp(Math.round(focal.x * width - cropWidth / 2), width - cropWidth);
  const top = clamp(Math.round(focal.y * height - cropHeight / 2), height - cropHeight);
  return { left, top, width: cropWidth, height: cropHeight };
}

/** The widths worth making from a source this wide: none larger than it, at least one. */
export function usableWidths(widths: number[], sourceWidth: number): number[] {
  const fit = widths.filter((w) => w <= sourceWidth);
  return fit.length === widths.length ? fit : [...fit, sourceWidth].filter((w, i, all) => all.indexOf(w) === i);
}
