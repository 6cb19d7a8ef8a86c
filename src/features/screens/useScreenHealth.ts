import { useEffect, useState } from "react";
import { BUILD_CHECK_MS, watchThisScreen, type ScreenHealth } from "./build-watch";

/**
 * Runs the screen's build watch: a check as the screen starts, then one every `everyMs`, one at a
 * time. Returns what the last check found (null until the first has answered).
 */
export function useScreenHealth(everyMs = BUILD_CHECK_MS): ScreenHealth | null {
  const [health, setHealth] = useState<ScreenHealth | null>(null);
  useEffect(() => {
    const { watch, stop } = watchThisScreen();
    let busy = false;
    let stopped = false;
    const run = async () => {
      if (busy) return;
      busy = true;
      try {
        const next = await watch.check();
        if (!stopped) setHealth(next);
      } finally {
        busy = false;
      }
    };
    void run();
    const timer = window.setInterval(run, everyMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stop();
    };
  }, [everyMs]);
  return health;
}
