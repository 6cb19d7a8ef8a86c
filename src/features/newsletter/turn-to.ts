/**
 * When a visitor turns to the newsletter form: focus in it, or scrolling it into view (200 px
 * ahead). Not for being in view as the page opens: the form is in every footer, and a short page
 * should not load its code for a visitor who only reads it. Focus that came before this watched
 * counts at once.
 */
export function watchTurnTo(node: Element, take: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  const watch = () => {
    if (observer || typeof IntersectionObserver !== "function") return;
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && take(), { rootMargin: "200px" });
    observer.observe(node);
  };
  node.addEventListener("focusin", take);
  window.addEventListener("scroll", watch, { passive: true, once: true });
  if (node.contains(document.activeElement)) take();
  return () => {
    node.removeEventListener("focusin", take);
    window.removeEventListener("scroll", watch);
    observer?.disconnect();
  };
}

let turned = false;

/** The page's light form hydrates later (NewsletterSignup): it notes here that the visitor turned to it before. */
export const noteTurnedTo = (): void => {
  turned = true;
};
export const turnedTo = (): boolean => turned;
