import type { Notice } from "../../../content-model";

/** What a notice says first, before its text: how much it matters. */
export const SEVERITY_LABELS: Record<Notice["severity"], string> = {
  info: "Til informasjon",
  warning: "Viktig",
  critical: "Viktig melding",
};

const RANK: Record<Notice["severity"], number> = { critical: 0, warning: 1, info: 2 };

/** A timer longer than this is cut short and set again: browsers fire timers over 2^31 ms at once. */
export const LONGEST_WAIT_MS = 6 * 60 * 60_000;

/** The notices on show at `now` (the device's clock): from `from`, until `to`; the most serious first. */
export function activeNotices(notices: readonly Notice[], now: number): Notice[] {
  return notices
    .filter((n) => Date.parse(n.from) <= now && now < Date.parse(n.to))
    .sort((a, b) => RANK[a.severity] - RANK[b.severity] || Date.parse(a.from) - Date.parse(b.from));
}

/** Milliseconds until a notice comes or goes after `now`, or null when none will. */
export function untilNextChange(notices: readonly Notice[], now: number): number | null {
  const later = notices.flatMap((n) => [Date.parse(n.from), Date.parse(n.to)]).filter((t) => t > now);
  return later.length ? Math.min(...later) - now : null;
}
