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
