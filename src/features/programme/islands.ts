// The programme's parts a page built of islands starts by itself (src/islands/parts.ts), each as a
// loader of its own chunk: the programme itself (its listing fetched as it starts), a card's live
// ticket state (small, and wanted as the cards are seen) and the calendar links. The teaser of the
// next few productions is src/blocks/programme-teaser-part.tsx: it finds its block in the page's data.
import type { ComponentType } from "react";

type AnyPart = ComponentType<Record<string, unknown>>;

export const loadProgrammePart = (props: Record<string, unknown>): Promise<AnyPart> =>
  import(/* webpackChunkName: "island-programme" */ "./programme-part").then((m) => m.programmePart(props) as Promise<AnyPart>);

// A card's live ticket state, drawn without React: CardStatus draws it so too, from a module of its own.
export { loadCardStatus } from "./card-status-draw";

export const loadCalendarLinks = (): Promise<AnyPart> =>
  import(/* webpackChunkName: "calendar-links" */ "./CalendarLinks").then((m) => m.CalendarLinksPart as unknown as AnyPart);
