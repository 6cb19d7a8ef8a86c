import React, { useEffect, useState } from "react";
import { dayKey, formatDate, formatTime } from "../../time/dates";

/** The next moment the minute shown changes, a little after it so the display is never early. */
const untilNextMinute = (now: number) => 60_000 - (now % 60_000) + 50;

/**
 * Today's date and the time in Oslo, side by side, changed as the minute turns (one render a
 * minute, not one every few seconds, on a screen that runs for months); empty until the browser
 * takes over so SSR never shows a stale time.
 */
export function Clock() {
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(new Date(at).toISOString());
      timer = window.setTimeout(tick, untilNextMinute(at));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="screen-now">
      <p className="screen-date">{now ? <time dateTime={dayKey(now)}>{formatDate(now)}</time> : null}</p>
      <p className="screen-clock" role="timer" aria-label="Klokken">
        {now ? <time dateTime={now}>{formatTime(now)}</time> : null}
      </p>
    </div>
  );
}
