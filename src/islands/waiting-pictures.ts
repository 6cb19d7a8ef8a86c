import { subscribeMainPicture } from "../pictures/main-picture";
import { ISLAND_STARTED_ATTRIBUTE } from "../components/island-markup";

/**
 * On a page built of islands no React gives a waiting picture its files (src/components/Image.tsx
 * renders a frame that waits, with the full picture in a <noscript> right after it): this does,
 * once the page's main picture is on the screen, as Image does on every other page. With script
 * running, a <noscript>'s content is its markup as text: the server's own markup of that picture,
 * put in the frame's place. Answers how many wait.
 *
 * A picture in an island that has started by then is its React's (ISLAND_STARTED_ATTRIBUTE); one in
 * an island that has not is given its files here, and the island, started later, finds the full
 * picture, which is what Image renders first once the main picture has been shown.
 */
export function showWaitingPictures(doc: Document = document): number {
  const waiting = [...doc.querySelectorAll<HTMLElement>(".img-frame__waiting")].filter(
    (frame) => frame.nextElementSibling?.tagName === "NOSCRIPT",
  );
  if (waiting.length === 0) return 0;
  let done = false;
  subscribeMainPicture(() => {
    if (done) return;
    done = true;
    for (const frame of waiting) {
      if (!frame.isConnected || frame.closest(`[${ISLAND_STARTED_ATTRIBUTE}]`)) continue;
      const template = doc.createElement("template");
      template.innerHTML = frame.nextElementSibling?.textContent ?? "";
      frame.replaceWith(template.content);
    }
  });
  return waiting.length;
}
