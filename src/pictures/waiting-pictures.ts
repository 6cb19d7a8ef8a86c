import { subscribeMainPicture } from "./main-picture";

/**
 * On a page built of islands no React gives a waiting picture its files (src/components/Image.tsx
 * renders a frame that waits, with the full picture in a <noscript> right after it): this does,
 * for every waiting picture outside an island, once the page's main picture is on the screen, as
 * Image does on every other page. With script running, a <noscript>'s content is its markup as
 * text: the server's own markup of that picture, put in the frame's place. Answers how many wait.
 */
export function showWaitingPictures(doc: Document = document): number {
  const waiting = [...doc.querySelectorAll<HTMLElement>(".img-frame__waiting")].filter(
    (frame) => !frame.closest(".island") && frame.nextElementSibling?.tagName === "NOSCRIPT",
  );
  if (waiting.length === 0) return 0;
  let done = false;
  subscribeMainPicture(() => {
    if (done) return;
    done = true;
    for (const frame of waiting) {
      const template = doc.createElement("template");
      template.innerHTML = frame.nextElementSibling?.textContent ?? "";
      frame.replaceWith(template.content);
    }
  });
  return waiting.length;
}
