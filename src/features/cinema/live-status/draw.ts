import { liveBadge, liveEventsStoreFor, selectLiveEvent } from "./live-events";
import { islandsIn } from "../../../components/island-markup";
import "./live-status.css";

/** What a live status is drawn from: the partner whose cinema knows the date, the date, and every date on the page (asked for in one call). */
export interface LiveStatusProps {
  partner: number;
  eventId: string;
  pageEventIds: string[];
}

const isIds = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === "string");

/**
 * The dates the page's islands named `name` show a live status for, each island's `key` an id or a
 * list of ids, in page order, once each. The page writes each date once, in its own island, and this
 * gathers them: written into every island, the page's list made a programme page's HTML a fifth
 * longer (24 cards a page then, each with every date of the page).
 */
export function datesOnPage(doc: Document, name: string, key: string): string[] {
  // Only these islands' props are read: each card asks, and the page's other islands carry more.
  const ids = islandsIn(doc, name).flatMap(({ props }) => {
    const value = props?.[key];
    return typeof value === "string" ? [value] : isIds(value) ? value : [];
  });
  return [...new Set(ids)];
}

/**
 * The props as the page's HTML carries them, or an error naming what is wrong (the island then stays
 * as it is). Without `pageEventIds` the page's dates are `pageDates()` (datesOnPage), its own first.
 */
export function readLiveStatusProps(props: Record<string, unknown>, pageDates: () => string[] = () => []): LiveStatusProps {
  const { partner, eventId } = props;
  if (typeof partner !== "number" || !Number.isInteger(partner)) throw new Error("live status: partner is not a number");
  if (typeof eventId !== "string" || eventId === "") throw new Error("live status: no event id");
  const pageEventIds = props.pageEventIds === undefined ? [...new Set([eventId, ...pageDates()])] : props.pageEventIds;
  if (!isIds(pageEventIds)) throw new Error("live status: the page's event ids are not a list of ids");
  return { partner, eventId, pageEventIds };
}

/** The attribute on a place drawn into: "sold-out" or "few" while its badge says so (programme.css reads it). */
export const LIVE_STATE_ATTRIBUTE = "data-live";

/**
 * Draws the live status of one date into `place`, and keeps it drawn as the answer comes, without
 * React: the same badge React's LiveStatus draws (liveBadge), from the same store, so a programme
 * or production page that only shows live states loads no React as it opens. The place carries the
 * badge's kind too (LIVE_STATE_ATTRIBUTE), for styles that weigh its dates together without :has().
 * Answers how to stop.
 */
export function drawLiveStatus(place: HTMLElement, { partner, eventId, pageEventIds }: LiveStatusProps): () => void {
  const store = liveEventsStoreFor(partner);
  if (!store) return () => undefined;
  let shown: string | null = null;
  const draw = () => {
    const badge = liveBadge(selectLiveEvent(store.getState(), eventId));
    const next = badge ? `${badge.className}\n${badge.text}` : "";
    if (next === shown) return;
    shown = next;
    if (!badge) {
      place.removeAttribute(LIVE_STATE_ATTRIBUTE);
      return place.replaceChildren();
    }
    place.setAttribute(LIVE_STATE_ATTRIBUTE, badge.kind);
    const span = place.ownerDocument.createElement("span");
    span.className = badge.className;
    span.textContent = badge.text;
    place.replaceChildren(span);
  };
  const stop = store.subscribe(draw);
  draw();
  void store.request(pageEventIds);
  return stop;
}
