import React, { useEffect, useRef } from "react";
import { SCREEN_PORTRAIT, type RowPhoto } from "./row-photos";

/**
 * A programme row's photo at the row's end, in its orientation's crop, the photo's colours behind it
 * until it has loaded. It only goes with the title beside it, so it says nothing of its own (alt="").
 * A photo that fails, before the page hydrated too (its error then came before React listened), is
 * reported so the row drops it rather than show a broken picture.
 */
export function RowPhotoImage({ photo, failed }: { photo: RowPhoto; failed: (url: string) => void }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) failed(photo.url);
  }, [photo.url, failed]);
  return (
    <picture className="screen-program__photo" style={{ backgroundImage: photo.placeholder }}>
      <source media={SCREEN_PORTRAIT} srcSet={photo.portrait.src} width={photo.portrait.width} height={photo.portrait.height} />
      <img
        ref={image}
        src={photo.landscape.src}
        width={photo.landscape.width}
        height={photo.landscape.height}
        alt=""
        loading="eager"
        decoding="async"
        style={{ objectPosition: photo.position }}
        onError={() => failed(photo.url)}
      />
    </picture>
  );
}
