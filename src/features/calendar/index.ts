/** Calendar files and subscribable feeds: the paths pages link to and the iCalendar writer the build uses. */
export { icsFeed, icsFor, icsPath, escapeText, foldLine, type CalendarEvent, type CalendarFeed } from "./ics";
export { categoryFeedPath, categorySlug, PROGRAMME_FEED_PATH, webcalUrl } from "./feeds";
