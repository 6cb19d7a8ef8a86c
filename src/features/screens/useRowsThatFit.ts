import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/** The height a row's content needs: its parts' boxes from top to bottom, the row's photo (which takes the row's height) aside. */
function contentHeight(row: Element): number {
  let top = Infinity;
  let bottom = -Infinity;
  const visit = (el: Element) => {
    for (const child of Array.from(el.children)) {
      const style = getComputedStyle(child);
      if (style.position === "absolute") continue;
      // A box that steps aside (display: contents) has none of its own: its parts have.
      if (style.display === "contents") {
        visit(child);
        continue;
      }
      const box = child.getBoundingClientRect();
      if (box.height === 0) continue;
      top = Math.min(top, box.top);
      bottom = Math.max(bottom, box.bottom);
    }
  };
  visit(row);
  return bottom > top ? bottom - top : 0;
}

/**
 * How many of `wanted` rows fit in the list without one being cut: as many as the list's height
 * holds at the height the tallest row's content needs. Fewer when something takes the screen's
 * room (an urgent notice's band, src/features/notices), all of them again when it goes. `shown`
 * names the rows on show: their heights are measured again when it changes. The tallest row seen
 * counts until the list changes size, so the count cannot swing back and forth between screenfuls.
 */
export function useRowsThatFit(list: RefObject<HTMLElement>, wanted: number, shown: string): number {
  const [fit, setFit] = useState(wanted);
  const tallest = useRef({ room: 0, need: 0 });
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === "undefined") {
      setFit(wanted);
      return undefined;
    }
    const measure = () => {
      const rows = Array.from(el.children);
      const room = el.clientHeight;
      if (room !== tallest.current.room) tallest.current = { room, need: 0 };
      const need = Math.max(tallest.current.need, ...rows.map((row) => contentHeight(row) + row.clientTop * 2 + 1));
      tallest.current.need = need;
      const next = need > 0 && room > 0 ? Math.max(1, Math.min(wanted, Math.floor(room / need))) : wanted;
      setFit((current) => (current === next ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [list, wanted, shown]);
  return Math.min(fit, wanted);
}
