import { useEffect, useState } from "react";
import type { Notice } from "../../../content-model";
import { activeNotices, LONGEST_WAIT_MS, untilNextChange } from "./active-notices";

/**
 * The notices on show now, by the device's clock, changed as one comes or goes (one timer, set to
 * the next change). Empty until the browser takes over: the build cannot know when a page is read.
 */
export function useActiveNotices(notices: readonly Notice[]): Notice[] {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const wait = untilNextChange(notices, at);
      // A little after the change, so the notice is never early.
      if (wait !== null) timer = window.setTimeout(tick, Math.min(wait + 50, LONGEST_WAIT_MS));
    };
    if (notices.length) tick();
    return () => window.clearTimeout(timer);
  }, [notices]);
  return now === null ? [] : activeNotices(notices, now);
}
