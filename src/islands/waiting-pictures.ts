import { mainPictureShown, subscribeMainPicture } from "../pictures/main-picture";
import { whenNearScreen } from "../pictures/near-screen";
import { ISLAND_STARTED_ATTRIBUTE } from "../components/island-markup";

const WAITING = ".img-frame__waiting";

/** The waiting frames in `root` that this page can give files: each followed by its <noscript>. */
const waitingIn = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>(WAITING)].filter((frame) => frame.nextElementSibling?.tagName === "NOSCRIPT");

/** Whether the frame is still this page's to give files: not gone, and not in an island React has taken over. */
const stillWaiting = (frame: HTMLElement) => frame.isConnected && !frame.closest(`[${ISLAND_STARTED_ATTRIBUTE}]`);

/**
 * Puts the server's markup of the picture in the waiting frame's place. With script running, a
 * <noscript>'s content is its markup as text: the server's own, never the page's words as markup.
 */
function giveFiles(frame: HTMLElement) {
  if (!stillWaiting(frame)) return;
  const template = frame.ownerDocument.createElement("template");
  template.innerHTML = frame.nextElementSibling?.textContent ?? "";
  frame.replaceWith(template.content);
}

/**
 * On a page built of islands no React gives a waiting picture its files (src/components/Image.tsx
 * renders a frame that waits, with the full picture in a <noscript> right after it): this does,
 * as Image does on every other page: once the page's main picture is on the screen, each as it
 * comes near the screen (src/pictures/near-screen.ts). Answers how many wait.
 *
 * A picture in an island that has started by then is its React's (ISLAND_STARTED_ATTRIBUTE); an
 * island that starts later is given the files of its pictures first (giveWaitingPicturesIn).
 */
export function showWaitingPictures(doc: Document = document): number {
  const waiting = waitingIn(doc);
  if (waiting.length === 0) return 0;
  let done = false;
  subscribeMainPicture(() => {
    if (done) return;
    done = true;
    const win = doc.defaultView ?? window;
    for (const frame of waiting) {
      // The frame itself may have no box to be seen by: its picture's frame has the picture's size.
      if (stillWaiting(frame)) whenNearScreen(frame.parentElement ?? frame, () => giveFiles(frame), win);
    }
  });
  return waiting.length;
}

/**
 * As an island starts, before React hydrates it: if the main picture has been shown, every picture
 * in it gets its files now (some may have already, as they came near), and it answers true; React
 * then draws them all with their files from its first render (FilesAtHydration). Before then none
 * in the page has its files, and it answers false: React draws them waiting, as the page has them.
 * One still far from the screen loads when the browser's own lazy loading says.
 */
export function giveWaitingPicturesIn(island: HTMLElement): boolean {
  if (!mainPictureShown()) return false;
  waitingIn(island).forEach(giveFiles);
  return true;
}
