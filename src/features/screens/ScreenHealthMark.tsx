import React from "react";
import { formatShortDay, formatTime } from "../../lib/dates";
import type { ScreenHealth } from "./build-watch";

/** How long a screen goes without reaching the site before it shows the mark. */
export const OFFLINE_MARK_MS = 30 * 60_000;

const sameDay = (a: number, b: number) => formatShortDay(new Date(a).toISOString()) === formatShortDay(new Date(b).toISOString());

/** "14:05", or "man. 23. nov. 14:05" when it was another day. */
function when(at: number, now: number): string {
  const iso = new Date(at).toISOString();
  return sameDay(at, now) ? formatTime(iso) : `${formatShortDay(iso)} ${formatTime(iso)}`;
}

/**
 * The screen's health in its data attributes (build, last contact, whether it shows saved content),
 * and, once it has been without the site for OFFLINE_MARK_MS, a small note in a corner that staff
 * walking by can read. Nothing a visitor needs to react to: the screen goes on showing its programme.
 */
export function ScreenHealthMark({ health }: { health: ScreenHealth | null }) {
  const now = health?.checkedAt ?? 0;
  const since = health?.lastReachedAt ?? health?.offlineSince ?? null;
  const long = health?.offlineSince != null && since !== null && now - since >= OFFLINE_MARK_MS;
  return (
    <p
      className="screen-health"
      data-build={health?.build ?? ""}
      data-last-reached={health?.lastReachedAt ? new Date(health.lastReachedAt).toISOString() : ""}
      data-saved-copy={health ? String(health.savedCopy) : ""}
      data-newer-build={health?.newerBuild ?? ""}
    >
      {long && since !== null ? `Uten nett siden ${when(since, now)}` : null}
    </p>
  );
}
