/**
 * When a visitor turns to the newsletter form: focus in it, or scrolling it into view (200 px
 * ahead). Not for being in view as the page opens: the form is in every footer, and a short page
 * should not load its code for a visitor who only reads it. The form hydrates later (see
 * NewsletterSignup), maybe after the visitor moved: focus already in it counts at once, and a page
 * already scrolled is watched at once.
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
  else if (window.scrollY > 0) watch();
  return () => {
    node.removeEventListener("focusin", take);
    window.removeEventListener("scroll", watch);
    observer?.disconnect();
  };
}
