import { useCallback, useEffect, useRef, useState } from "react";
import { pictureShows, savePictures } from "./screen-pictures";

/** How long a picture that would not load is left out before it is tried again. */
export const MISSING_PICTURE_RETRY_MS = 10 * 60_000;

interface PictureSlide {
  image: { url: string };
}

export interface ShownSlidesOptions {
  /** Whether a picture would show (loads and decodes). */
  shows?: (url: string) => Promise<boolean>;
  save?: (urls: string[]) => Promise<unknown>;
  now?: () => number;
}

/**
 * Which slide a lobby slideshow shows, advancing every `everyMs`: every picture is saved as the
 * screen starts (savePictures), and a slide whose picture does not load is skipped, not shown
 * broken; it is tried again after MISSING_PICTURE_RETRY_MS. When no picture loads at all, the
 * slides go on as text (`pictures` is false). `ready` says whether the slide may be drawn: a slide
 * with a picture waits for its picture's check, the first one too (it is the one the server wrote).
 */
export function useShownSlides<S extends PictureSlide>(slides: S[], everyMs: number, options: ShownSlidesOptions = {}) {
  const { shows = pictureShows, save = savePictures, now = Date.now } = options;
  // `turn` counts every move, so the next one is timed even when the same slide stays.
  // `checked` is the picture last found to show: the slide showing waits until it is its own.
  const [shown, setShown] = useState({ index: 0, turn: 0, pictures: true, checked: null as string | null });
  const missing = useRef(new Map<string, number>());
  const latest = useRef({ slides, shows, now });
  latest.current = { slides, shows, now };
  const urls = slides.map((s) => s.image.url).join("\n");

  /** From slide `from` on (itself first when `stay`), to the next whose picture shows. */
  const moveOn = useCallback(async (from: number, stay: boolean) => {
    const { slides: all, shows: check, now: clock } = latest.current;
    const count = all.length;
    if (count === 0) return;
    for (let step = stay ? 0 : 1; step <= count; step += 1) {
      const candidate = (from + step) % count;
      const url = all[candidate].image.url;
      const since = missing.current.get(url);
      if (since !== undefined && clock() - since < MISSING_PICTURE_RETRY_MS) continue;
      if (await check(url)) {
        missing.current.delete(url);
        setShown((s) => ({ index: candidate, turn: s.turn + 1, pictures: true, checked: url }));
        return;
      }
      missing.current.set(url, clock());
    }
    setShown((s) => ({ index: (from + (stay ? 0 : 1)) % count, turn: s.turn + 1, pictures: false, checked: null }));
  }, []);

  const count = slides.length;
  const index = count ? shown.index % count : 0;

  // As the screen starts, and when its slides change: check the picture showing at once (the slide
  // waits for it, so it should not wait for the saving too), and save every picture.
  useEffect(() => {
    if (!urls) return;
    void moveOn(index, true);
    void save(urls.split("\n"));
    // Only the pictures matter here, not which slide shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urls, save, moveOn]);

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setTimeout(() => void moveOn(index, false), everyMs);
    return () => window.clearTimeout(timer);
  }, [index, shown.turn, count, everyMs, moveOn]);

  /** The picture showing failed after all (its <img> reported an error): on to the next that shows. */
  const pictureFailed = useCallback(
    (url: string) => {
      missing.current.set(url, latest.current.now());
      void moveOn(index, false);
    },
    [index, moveOn],
  );

  const ready = !shown.pictures || (count > 0 && shown.checked === slides[index].image.url);
  return { index, pictures: shown.pictures, ready, pictureFailed };
}
