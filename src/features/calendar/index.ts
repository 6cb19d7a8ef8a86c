// Calendar files (.ics): written by the build, linked from ticket lists.
export { icsFor, icsPath, type CalendarEvent } from "./ics";
