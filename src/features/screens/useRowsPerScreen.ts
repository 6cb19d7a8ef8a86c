import { useEffect, useState } from "react";
import { SCREEN_PORTRAIT } from "./row-photos";

/**
 * Rows in a screenful of the programme, chosen so the list fills the screen at the type size a
 * lobby needs (src/features/screens/screens.css): a 1920x1080 screen holds six two-line rows
 * under the heading and above the newsletter strip, a 1080x1920 one four taller rows (the day and
 * time, a title of up to two lines, the category and hall, then the access features, which may wrap
 * to three lines beside the row's photo). The rows share the list's height evenly, so a screen a
 * little taller or shorter still has no empty band.
 */
export const ROWS_LANDSCAPE = 6;
export const ROWS_PORTRAIT = 4;

/** The rows per screenful for this screen's orientation, following it if it turns; landscape before the browser is known. */
export function useRowsPerScreen(): number {
  const [portrait, setPortrait] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(SCREEN_PORTRAIT);
    const update = () => setPortrait(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return portrait ? ROWS_PORTRAIT : ROWS_LANDSCAPE;
}
