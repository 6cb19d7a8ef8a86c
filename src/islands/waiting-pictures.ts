import { mainPictureShown, onceMainPictureShown } from "../pictures/main-picture";
import { ON_SCREEN_MARGIN, whenNearScreen } from "../pictures/near-screen";
import { ISLAND_STARTED_ATTRIBUTE } from "../components/island-markup";
import { onFirstInteraction } from "../components/first-interaction";

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
 * renders a frame that waits, with the full picture in a <noscript> right after it): this does, once
 * the page's main picture is on the screen. Those on the screen then get their files at once; the
 * others, as they come near the screen (src/pictures/near-screen.ts), once the visitor first moves
 * in the page (a scroll, a press, a key, a focus: onFirstInteraction). A visitor who reads the first
 * screen and leaves fetches no picture below it: on the bench's phone the two cards below the
 * programme's first screen were an eighth of the bare page's main-thread work as the page opened.
 * One who scrolls gets them a screen ahead, as before. Answers how many wait.
 *
 * A picture in an island that has started by then is its React's (ISLAND_STARTED_ATTRIBUTE); an
 * island that starts later is given the files of its pictures first (giveWaitingPicturesIn).
 */
export function showWaitingPictures(doc: Document = document): number {
  const waiting = waitingIn(doc);
  if (waiting.length === 0) return 0;
  const win = doc.defaultView ?? window;
  let moved = false;
  /** What each frame still on the page's hands watches once the visitor moves: the screen ahead. */
  const ahead: Array<() => void> = [];
  onFirstInteraction(() => {
    moved = true;
    ahead.splice(0).forEach((watch) => watch());
  }, win);
  onceMainPictureShown(() => {
    for (const frame of waiting) {
      if (!stillWaiting(frame)) continue;
      // The frame itself may have no box to be seen by: its picture's frame has the picture's size.
      const box = frame.parentElement ?? frame;
      const stops: Array<() => void> = [];
      const give = () => {
        stops.forEach((stop) => stop());
        giveFiles(frame);
      };
      const watchAhead = () => void (stillWaiting(frame) && stops.push(whenNearScreen(box, give, win)));
      if (moved) watchAhead();
      else {
        stops.push(whenNearScreen(box, give, win, ON_SCREEN_MARGIN));
        ahead.push(watchAhead);
      }
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
