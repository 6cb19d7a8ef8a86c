import { config } from "./config";

/** The external ticket shop's checkout for one event (date) of a production. */
export function ticketUrl(eventId: string): string {
  return `${config.ticketShopUrl.replace(/\/+$/, "")}/arrangement/${encodeURIComponent(eventId)}`;
}
