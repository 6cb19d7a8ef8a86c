import dayjs from "dayjs";
import { osloOffset } from "../../time/dates";

/**
 * Decap shows dates with dayjs in the computer's own time zone: a folded date's summary
 * ("{{fields.start | date('DD.MM.YYYY HH:mm')}}"), the entries' dates. A venue's dates are Oslo's
 * wherever the editor sits, so every dayjs date is shown on Oslo's clock: the moment moved to
 * Oslo's wall-clock time before dayjs formats it. Decap's dayjs is the one this imports (one copy
 * in node_modules), so this reaches its summaries.
 */
const SHOWN_IN_OSLO = Symbol("oslo");

type Formatter = { format: (template?: string) => string; valueOf: () => number; isValid: () => boolean };

/** Oslo's wall-clock time at `ms`, as a Date whose local fields hold it (what dayjs formats). */
function osloWallClock(ms: number): Date {
  const wall = new Date(ms + osloOffset(ms) * 3_600_000);
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
}

let installed = false;

export function showDatesInOslo(): void {
  if (installed) return;
  installed = true;
  dayjs.extend((_options, Dayjs) => {
    const format = Dayjs.prototype.format as Formatter["format"];
    Dayjs.prototype.format = function (this: Formatter & { [SHOWN_IN_OSLO]?: true }, template?: string) {
      if (this[SHOWN_IN_OSLO] || !this.isValid()) return format.call(this, template);
      const shown = dayjs(osloWallClock(this.valueOf())) as unknown as Formatter & { [SHOWN_IN_OSLO]?: true };
      shown[SHOWN_IN_OSLO] = true;
      return format.call(shown, template);
    };
  });
}
