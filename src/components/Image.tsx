import React, { createContext, startTransition, useContext, useEffect, useRef, useState } from "react";
import { focalPosition, parseFocalPoint, type Picture } from "../pictures/picture";
import { mainPictureShown, picturesDrawnWithFiles, subscribeMainPicture } from "../pictures/main-picture";
import { whenNearScreen } from "../pictures/near-screen";
import { FilesAtHydration } from "../pictures/files-at-hydration";
import "./Image.css";

type Props = {
  picture: Picture;
  /** The page's main picture: loaded at once and first. Every other picture loads as it nears the screen. */
  eager?: boolean;
  className?: string;
  /** Replaces the content's alternative text ("" when text beside it already says it all). */
  alt?: string;
  /** Its files are not known yet (PicturesComing): the frame alone, which asks for nothing. */
  filesLater?: boolean;
};

/**
 * The one image component: a picture the build prepared (src/pictures/picture.ts), in a frame that keeps
 * its place while it loads and shows the photo's colours until then. The browser picks the width
 * and format (WebP, else JPEG) from srcset and sizes; small screens may get their own crop. Every
 * picture but the page's main one gets its files only once the main one is on the screen, and it
 * is near the screen.
 */
export function Image({ picture, eager = false, className, alt, filesLater = false }: Props) {
  const frame = useRef<HTMLSpanElement>(null);
  const filesShown = useFilesShown(frame, eager);
  const style = {
    "--img-ratio": `${picture.width} / ${picture.height}`,
    ...(picture.small ? { "--img-ratio-small": `${picture.small.width} / ${picture.small.height}` } : {}),
    "--img-placeholder": picture.placeholder,
  } as React.CSSProperties;
  const text = alt ?? picture.alt;
  const full = <FullPicture picture={picture} eager={eager} alt={text} />;
  return (
    <span
      className={["img-frame", isDrawing(picture) ? "img-frame--drawing" : "", className ?? ""].filter(Boolean).join(" ")}
      style={style}
      ref={frame}
    >
      {!filesLater && (eager || filesShown) ? (
        full
      ) : (
        // Until its files may load, the frame keeps the place and shows the photo's colours. Not an
        // <img>: HTML requires an img to have a file, and this one must fetch nothing yet.
        <span className="img-frame__waiting" {...(text ? { role: "img", "aria-label": text } : { "aria-hidden": true })} />
      )}
      {/* Without JavaScript nothing would ever give the waiting picture its files. */}
      {!eager && !filesLater && <noscript>{full}</noscript>}
    </span>
  );
}

/**
 * Every picture but the main one waits until the main one is on the screen (src/pictures/main-picture.ts),
 * and then until it comes near the screen (src/pictures/near-screen.ts). The change is a transition,
 * not an external store's update: React renders a store's update at once, every waiting picture in
 * one task (54 ms of a slowed phone's main thread on the front page, in the middle of loading). A
 * transition renders them in slices. A picture drawn once the page is taken over and the main picture
 * shown (a page reached by a link, an island started late) is drawn with its files at once; the
 * browser's own lazy loading then decides when they come.
 */
function useFilesShown(frame: React.RefObject<HTMLElement>, eager: boolean): boolean {
  const atHydration = useContext(FilesAtHydration);
  const [shown, setShown] = useState(() => atHydration ?? picturesDrawnWithFiles());
  useEffect(() => {
    if (shown || eager) return undefined;
    let stopNear: (() => void) | null = null;
    const mainShown = () => {
      if (stopNear || !frame.current) return;
      // The frame's own window: in the editor's preview that is the preview's frame, not the editor's.
      const win = frame.current.ownerDocument.defaultView ?? window;
      stopNear = whenNearScreen(frame.current, () => startTransition(() => setShown(true)), win);
    };
    const stop = subscribeMainPicture(mainShown);
    if (mainPictureShown()) mainShown();
    return () => {
      stop();
      stopNear?.();
    };
  }, [shown, eager, frame]);
  return shown;
}

/** The picture with its files; a new element, so the browser sees every source and width at once. */
function FullPicture({ picture, eager, alt }: { picture: Picture; eager: boolean; alt: string }) {
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={`${s.media ?? ""}${s.type ?? ""}`} media={s.media} type={s.type} srcSet={s.srcSet} sizes={s.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet || undefined}
        sizes={picture.srcSet ? picture.sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? undefined : "async"}
        {...(eager ? { fetchpriority: "high" } : {})}
        style={{ objectPosition: picture.position }}
      />
    </picture>
  );
}

/** A drawing (map, floor plan) is shown whole, never cropped: it comes as one file, without widths. */
export const isDrawing = (picture: Picture) => picture.srcSet === "" && /\.svg$/i.test(picture.src.split(/[?#]/)[0]);

/**
 * Whether the block's pictures may come after it is drawn: a filtered programme shows productions
 * from the whole programme and fetches their pictures as it finds them. Until a picture comes, its
 * frame keeps the place, rather than ask for the content's own file (which the site does not publish).
 */
export const PicturesComing = createContext(false);

/** The pictures a block shows, by the image URL its content names (made by the build for that block). */
export const PicturesContext = createContext<Record<string, Picture>>({});

/** The prepared picture for a content image URL in this block, if the build made one. */
export function usePicture(url: string): Picture | undefined {
  return useContext(PicturesContext)[url];
}

/**
 * The block's prepared pictures of these content image URLs: what an island (which has no context
 * but its props) needs to draw them as the page did.
 */
export function usePictures(urls: readonly string[]): Record<string, Picture> {
  const all = useContext(PicturesContext);
  // Own properties only: an address such as "constructor" is no picture of the block's.
  return Object.fromEntries(urls.flatMap((url) => (Object.prototype.hasOwnProperty.call(all, url) ? [[url, all[url]]] : [])));
}

/** A picture for an image the build did not prepare: shown as it is, cropped by CSS around its focal point. */
export function plainPicture(url: string, alt: string, focalPointQuery?: string, width = 1200, height = 675): Picture {
  return {
    url,
    alt,
    src: url,
    srcSet: "",
    sizes: "",
    width,
    height,
    sources: [],
    placeholder: "none",
    position: focalPosition(parseFocalPoint(focalPointQuery)),
  };
}
