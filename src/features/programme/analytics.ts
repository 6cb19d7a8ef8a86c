/**
 * Product-selection events for the tag manager, pushed to window.dataLayer. Without an
 * analytics script the array just collects them, so nothing depends on one being loaded.
 */
export type ItemEventName = "BUY_TICKET" | "VIEW_ITEM";

export interface AnalyticsItem {
  id: string;
  name: string;
  brand: string;
  listName: string;
  category: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function trackItemEvent(name: ItemEventName, item: AnalyticsItem): void {
  if (typeof window === "undefined") return;
  try {
    const w = window as DataLayerWindow;
    w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
    // Clear the previous ecommerce object first, as Google's GA4 guidance asks.
    w.dataLayer.push({ ecommerce: null });
    w.dataLayer.push({
      event: "select_item",
      action: name,
      ecommerce: {
        item_list_id: item.listName,
        item_list_name: item.listName,
        items: [
          {
            item_id: item.id,
            item_name: item.name,
            item_brand: item.brand,
            item_list_name: item.listName,
            item_category: item.category,
            index: 1,
          },
        ],
      },
    });
  } catch (error) {
    // A broken third-party dataLayer must never stop a visitor from buying a ticket.
    console.error("analytics", error);
  }
}

/** On the element that stands for a production (its page's article): the item, as JSON, without its list. */
export const ANALYTICS_ITEM_ATTRIBUTE = "data-analytics-item";
/** On a link that buys a ticket for the item around it. */
export const BUY_LINK_ATTRIBUTE = "data-analytics-buy";

/** The item an element's attribute holds, or null where it holds none that can be read. */
function itemOf(element: Element, listName: string): AnalyticsItem | null {
  try {
    const item: unknown = JSON.parse(element.getAttribute(ANALYTICS_ITEM_ATTRIBUTE) ?? "");
    if (!item || typeof item !== "object") return null;
    const { id, name, brand, category } = item as Record<string, unknown>;
    return [id, name, brand, category].every((v) => typeof v === "string")
      ? ({ id, name, brand, category, listName } as AnalyticsItem)
      : null;
  } catch {
    return null;
  }
}

/**
 * A page built of islands (where the culture page's React code never runs) tells the tag manager
 * what useCultureView tells it on every other page: a view of each item the page stands for, as it
 * opens, and a "buy" at a press of one of its ticket links. Answers how to stop listening (the page
 * is rendered anew by React, which tracks from then on).
 */
export function trackItemsInPage(doc: Document = document): () => void {
  doc.querySelectorAll(`[${ANALYTICS_ITEM_ATTRIBUTE}]`).forEach((element) => {
    const item = itemOf(element, "Arrangementsside");
    if (item) trackItemEvent("VIEW_ITEM", item);
  });
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(`[${BUY_LINK_ATTRIBUTE}]`) : null;
    const holder = link?.closest(`[${ANALYTICS_ITEM_ATTRIBUTE}]`);
    const item = holder && itemOf(holder, "Billettliste");
    if (item) trackItemEvent("BUY_TICKET", item);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
