/**
 * A script chunk that fails to load (a page's code, a lazily loaded form or member island) is
 * logged as 'bundle loading error' (spec section 8). Script errors do not bubble, so this listens
 * while they are captured.
 */
export function watchBundleLoading(win: Window = window): void {
  win.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src) console.error("bundle loading error", target.src);
    },
    true,
  );
}
