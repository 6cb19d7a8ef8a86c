import React from "react";
import { formatShortDay, formatTime } from "../../time/dates";
import type { ScreenHealth } from "./build-watch";
import { OFFLINE_MARK_MS, STALE_DATA_MS } from "./health-marks";

const sameDay = (a: number, b: number) => formatShortDay(new Date(a).toISOString()) === formatShortDay(new Date(b).toISOString());

/** "14:05", or "man. 23. nov. 14:05" when it was another day. */
function when(at: number, now: number): string {
  const iso = new Date(at).toISOString();
  return sameDay(at, now) ? formatTime(iso) : `${formatShortDay(iso)} ${formatTime(iso)}`;
}

/**
 * The screen's health in its data attributes (build, last contact, whether it shows saved content),
 * and a small note in a corner that staff walking by can read: once it has been without the site for
 * OFFLINE_MARK_MS, and once its data is more than a day old (no new build came, or it could not get
 * it; the screen keeps asking every three minutes). Nothing a visitor needs to react to: the screen
 * goes on showing its programme.
 */
export function ScreenHealthMark({ health }: { health: ScreenHealth | null }) {
  const now = health?.checkedAt ?? 0;
  const since = health?.lastReachedAt ?? health?.offlineSince ?? null;
  const long = health?.offlineSince != null && since !== null && now - since >= OFFLINE_MARK_MS;
  const builtAt = health?.builtAt ?? null;
  const stale = builtAt !== null && now - builtAt >= STALE_DATA_MS;
  const notes = [
    long && since !== null ? `Uten nett siden ${when(since, now)}` : null,
    stale ? `Sist oppdatert ${when(builtAt, now)}` : null,
  ];
  return (
    <p
      className="screen-health"
      data-build={health?.build ?? ""}
      data-built-at={builtAt ? new Date(builtAt).toISOString() : ""}
      data-last-reached={health?.lastReachedAt ? new Date(health.lastReachedAt).toISOString() : ""}
      data-saved-copy={health ? String(health.savedCopy) : ""}
      data-newer-build={health?.newerBuild ?? ""}
    >
      {notes.filter(Boolean).join(" · ") || null}
    </p>
  );
}
