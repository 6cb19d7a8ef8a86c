import { useLayoutEffect } from "react";
import { navigate } from "gatsby";

/**
 * Drawn in place of a moved page's stub (src/templates/redirect.tsx) that a link inside the site led
 * to: nothing is painted, and the visitor goes on to the page's new address, the old one replaced in
 * the history (before the browser paints, as a layout effect runs).
 */
export function FollowRedirect({ to }: { to: string }) {
  useLayoutEffect(() => {
    void navigate(to, { replace: true });
  }, [to]);
  return null;
}
