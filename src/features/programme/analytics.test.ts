import { trackItemEvent } from "./analytics";

const item = { id: "prod-jul", name: "Julekonsert", brand: "Rissa kulturhus", listName: "Billettliste", category: "Konsert" };

describe("analytics", () => {
  beforeEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it("pushes a select_item event with the item at list position 1", () => {
    trackItemEvent("BUY_TICKET", item);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "select_item",
        action: "BUY_TICKET",
        ecommerce: {
          item_list_id: "Billettliste",
          item_list_name: "Billettliste",
          items: [
            {
              item_id: "prod-jul",
              item_name: "Julekonsert",
              item_brand: "Rissa kulturhus",
              item_list_name: "Billettliste",
              item_category: "Konsert",
              index: 1,
            },
          ],
        },
      },
    ]);
  });

  it("keeps what a tag manager already queued", () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [{ "gtm.start": 1 }];
    trackItemEvent("VIEW_ITEM", item);
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer[0]).toEqual({ "gtm.start": 1 });
    expect(layer[2]).toMatchObject({ event: "select_item", action: "VIEW_ITEM" });
  });

  it("never throws, even when the dataLayer is broken", () => {
    (window as { dataLayer?: unknown }).dataLayer = {
      push: () => {
        throw new Error("broken");
      },
    };
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => trackItemEvent("BUY_TICKET", item)).not.toThrow();
    spy.mockRestore();
  });
});
