import { formatShortDay, formatTime } from "../../time/dates";
import type { ProgrammeItem } from "../programme";
import type { Slide } from "./Slideshow";

/** Coming productions as slides: title, summary, next date and a link to the event. */
export function slidesFromProgramme(items: ProgrammeItem[]): Slide[] {
  return items
    .filter((item) => item.events.length > 0)
    .map((item) => ({
      title: item.title,
      text: `${formatShortDay(item.events[0].start)} kl. ${formatTime(item.events[0].start)}, ${item.events[0].hall}. ${item.summary}`,
      image: item.image,
      link: { path: item.path, label: `Les mer om ${item.title}` },
    }));
}
