// The programme's parts a page built of islands starts by itself (src/islands/parts.ts), each as a
// loader of its own chunk: the programme itself (its listing fetched as it starts), a card's live
// ticket state (small, and wanted as the cards are seen), the calendar links, and the teaser of the
// next few productions.
import type { ComponentType } from "react";

type AnyPart = ComponentType<Record<string, unknown>>;

export const loadProgrammePart = (props: Record<string, unknown>): Promise<AnyPart> =>
  import(/* webpackChunkName: "island-programme" */ "./programme-part").then((m) => m.programmePart(props) as Promise<AnyPart>);

// A card's live ticket state, drawn without React: CardStatus draws it so too, from a module of its own.
export { loadCardStatus } from "./card-status-draw";

export const loadCalendarLinks = (): Promise<AnyPart> =>
  import(/* webpackChunkName: "calendar-links" */ "./CalendarLinks").then((m) => m.CalendarLinksPart as unknown as AnyPart);

export const loadProgrammeTeaser = (): Promise<AnyPart> =>
  import(/* webpackChunkName: "island-programme-teaser" */ "./ProgrammeTeaser").then(
    (m) => m.ProgrammeTeaser as unknown as AnyPart,
  );
