/**
 * "Now" for the build: events that have started are left out of lists. BUILD_NOW (ISO date)
 * lets tests build as of a fixed day.
 */
export function buildNow(): number {
  const fixed = process.env.BUILD_NOW;
  if (!fixed) return Date.now();
  const parsed = Date.parse(fixed);
  if (Number.isNaN(parsed))
    throw new Error(`BUILD_NOW: expected an ISO date like 2026-11-22T12:00:00+01:00, got ${JSON.stringify(fixed)}`);
  return parsed;
}
