/**
 * A picture that is not the page's main one is drawn first as a frame that waits (Image.tsx), with
 * the whole picture beside it in a <noscript>. In a part the browser keeps as the server wrote it
 * (StaticPart), no Image component runs to swap them once the main picture is shown: this does it,
 * from that <noscript>'s markup, which is the same picture Image would draw.
 */
export const WAITING_CLASS = "img-frame__waiting";

/** Gives every waiting picture in `root` its files: the frame's <noscript> picture in its place. */
export function wakeWaitingPictures(root: Element): void {
  for (const waiting of root.querySelectorAll(`.${WAITING_CLASS}`)) {
    const fallback = waiting.nextElementSibling;
    if (fallback?.tagName !== "NOSCRIPT" || !fallback.textContent) continue;
    waiting.insertAdjacentHTML("beforebegin", fallback.textContent);
    waiting.remove();
  }
}
