import { siteConfig } from "../../links/external-links";

/** The external ticket shop's checkout for one event (date) of a production. */
export function ticketUrl(eventId: string): string {
  return `${siteConfig.ticketShopUrl.replace(/\/+$/, "")}/arrangement/${encodeURIComponent(eventId)}`;
}
