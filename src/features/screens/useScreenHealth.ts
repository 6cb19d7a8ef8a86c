import { useEffect, useState } from "react";
import { BUILD_CHECK_MS, watchThisScreen, type ScreenHealth } from "./build-watch";

/**
 * Runs the screen's build watch: a check as the screen starts, then one every `everyMs`. A check
 * still waiting for the network when the next is due is given up and the next one asks anew: a
 * request that never ends (a connection dropped half way) once kept a screen from ever asking
 * again, so it never took a new build. Returns what the last check found (null until the first has
 * answered).
 */
export function useScreenHealth(everyMs = BUILD_CHECK_MS): ScreenHealth | null {
  const [health, setHealth] = useState<ScreenHealth | null>(null);
  useEffect(() => {
    const { watch, stop } = watchThisScreen();
    let running: AbortController | null = null;
    let stopped = false;
    const run = async () => {
      running?.abort();
      const mine = new AbortController();
      running = mine;
      try {
        const next = await watch.check(mine.signal);
        if (!stopped && !mine.signal.aborted) setHealth(next);
      } finally {
        if (running === mine) running = null;
      }
    };
    void run();
    const timer = window.setInterval(run, everyMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      running?.abort();
      stop();
    };
  }, [everyMs]);
  return health;
}
