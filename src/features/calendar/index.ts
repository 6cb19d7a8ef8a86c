/** Calendar files and subscribable feeds: the paths pages link to and the iCalendar writer the build uses. */
export {
  icsFeed,
  icsFor,
  icsPath,
  icsCalendar,
  icsEventLines,
  icsEventBlock,
  alarmLines,
  isCalendarId,
  ALARMS,
  type AlarmBefore,
  type CalendarEvent,
} from "./ics";
export {
  categoryFeedPath,
  filteredFeedPath,
  MAX_FEED_FEATURES,
  PROGRAMME_FEED_PATH,
  ticketSalePath,
  TICKET_SALE_MINUTES,
  webcalUrl,
} from "./feeds";
export { googleCalendarUrl, outlookCalendarUrl, type WebCalendarEvent } from "./web-calendars";
export { venueLocation } from "./location";
