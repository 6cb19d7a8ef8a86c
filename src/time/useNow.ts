import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `everyMs`, or null before the page has hydrated, so
 * server-rendered HTML and the first browser render agree.
 */
export function useNow(everyMs = 60_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
