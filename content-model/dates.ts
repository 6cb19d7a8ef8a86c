import { text } from "./schema-kit";
import { DATE_TIME_TEXT, isRealDateTime } from "./safe-values";
import { MONTHS } from "./month-names";

const PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})$/;
const EXAMPLE = "for eksempel 2026-12-05T19:00:00+01:00 (norsk vintertid) eller 2027-06-05T19:00:00+02:00 (sommertid)";

/** Why a date and time is refused, told to an editor: which part does not exist, or what to write. */
export function dateTimeNb(value: string): string {
  const m = PARTS.exec(value);
  if (!m) return `Skriv dato og klokkeslett med tidssone, ${EXAMPLE}.`;
  const [year, month, day, hour, minute, second = "0"] = m.slice(1, 7).map((part) => part ?? "0");
  const [y, mo, d] = [Number(year), Number(month), Number(day)];
  if (mo < 1 || mo > 12) return `Måneden ${month} finnes ikke: skriv 01–12.`;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d < 1 || d > days) return `Datoen finnes ikke: ${MONTHS[mo - 1]} ${y} har ${days} dager.`;
  if (Number(hour) > 23) return `Klokkeslettet finnes ikke: timen må være 00–23, ikke ${hour}.`;
  if (Number(minute) > 59 || Number(second) > 59) return "Klokkeslettet finnes ikke: minutter og sekunder må være 00–59.";
  return `Tidssonen ${m[7]} finnes ikke: bruk +01:00 (norsk vintertid) eller +02:00 (sommertid).`;
}

/** A date and time that exists, in ISO 8601 with its offset: Oslo time is +01:00 in winter and +02:00 in summer. */
export const dateTime = () =>
  text({ valid: isRealDateTime, patternText: DATE_TIME_TEXT, nb: dateTimeNb }).meta({ format: "date-time" });

/** The moment a date and time names, in milliseconds; the schema has made sure it is one. */
export const instant = (value: string) => Date.parse(value);
