import { useCallback, useEffect, useState } from "react";
import { savePictures } from "./screen-pictures";
import { rowPhotoAddresses, type RowPhoto } from "./row-photos";
import { MISSING_PICTURE_RETRY_MS } from "./useShownSlides";

/**
 * The programme screen's photos, kept as the slideshow's are: every row's photo (all screenfuls,
 * both orientations) is saved on the device as the screen starts, so it shows through an outage.
 * A photo that does not load after all is left out of its row, which then shows its text alone,
 * and tried again after MISSING_PICTURE_RETRY_MS.
 */
export function useRowPhotos(
  photos: (RowPhoto | null)[],
  now: number | null,
  save: (urls: string[]) => Promise<unknown> = savePictures,
) {
  const addresses = rowPhotoAddresses(photos).join("\n");
  useEffect(() => {
    if (addresses) void save(addresses.split("\n"));
  }, [addresses, save]);

  const [failed, setFailed] = useState<Record<string, number>>({});
  const photoFailed = useCallback((url: string) => setFailed((f) => ({ ...f, [url]: Date.now() })), []);
  const shows = (photo: RowPhoto | null): photo is RowPhoto => {
    if (!photo) return false;
    const since = failed[photo.url];
    return since === undefined || (now ?? Date.now()) - since >= MISSING_PICTURE_RETRY_MS;
  };
  return { shows, photoFailed };
}
