/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): `install` puts it in place,
 * `seen` tells every observer that watches `target` (or, given a margin, those of that rootMargin)
 * whether it is within its margin now, and `watched` lists what is watched (by those of `margin`,
 * given one); `restore` puts back what was there.
 */
export function fakeIntersection(win: Window = window) {
  type Watch = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; watched: Element[] };
  const observers: Watch[] = [];
  const holder = win as unknown as { IntersectionObserver?: unknown };
  const original = holder.IntersectionObserver;
  return {
    observers,
    install() {
      observers.length = 0;
      holder.IntersectionObserver = class {
        watch: Watch;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.watch = { callback, options, watched: [] };
          observers.push(this.watch);
        }
        observe(element: Element) {
          this.watch.watched.push(element);
        }
        unobserve(element: Element) {
          this.watch.watched = this.watch.watched.filter((e) => e !== element);
        }
        disconnect() {
          this.watch.watched = [];
        }
      };
    },
    restore() {
      if (original === undefined) delete holder.IntersectionObserver;
      else holder.IntersectionObserver = original;
    },
    seen(target: Element, isIntersecting: boolean, margin?: string) {
      for (const o of observers)
        if (o.watched.includes(target) && (margin === undefined || o.options?.rootMargin === margin))
          o.callback([{ target, isIntersecting } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    },
    watched: (margin?: string) =>
      observers.filter((o) => margin === undefined || o.options?.rootMargin === margin).flatMap((o) => o.watched),
  };
}
