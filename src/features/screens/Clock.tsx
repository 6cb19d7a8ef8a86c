import React, { useEffect, useState } from "react";
import { formatTime } from "../../lib/dates";

/** The time in Oslo, updated every few seconds; empty until the browser takes over so SSR never shows a stale time. */
export function Clock() {
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date().toISOString());
    tick();
    const timer = window.setInterval(tick, 5000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="screen-clock" role="timer" aria-label="Klokken">
      {now ? <time dateTime={now}>{formatTime(now)}</time> : null}
    </p>
  );
}
