import { trackItemEvent, trackItemsInPage } from "./analytics";

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

describe("analytics on a page of HTML (a page built of islands)", () => {
  const layer = () => ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event);
  const actionsAndItems = () =>
    layer().map((e) => [e.action, (e.ecommerce as { items: { item_id: string; item_list_name: string }[] }).items[0]]);
  beforeEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
    const { listName: _list, ...plain } = item;
    document.body.innerHTML = `
      <article data-analytics-item='${JSON.stringify(plain)}'>
        <a href="#billett" data-analytics-buy><span>Kjøp billett</span></a>
        <a href="#annet">Les mer</a>
      </article>
      <a href="#utenfor" data-analytics-buy>Kjøp billett</a>
      <section data-analytics-item='{"id": 1}'></section>
      <section data-analytics-item="ikke json"></section>`;
  });
  afterEach(() => (document.body.innerHTML = ""));

  it("tells of a view of the page's production as it opens, and of a press on its ticket link", () => {
    const stop = trackItemsInPage(document);
    expect(actionsAndItems()).toEqual([
      ["VIEW_ITEM", expect.objectContaining({ item_id: "prod-jul", item_list_name: "Arrangementsside" })],
    ]);
    (document.querySelector("article span") as HTMLElement).click();
    (document.querySelector('a[href="#annet"]') as HTMLElement).click();
    (document.querySelector('a[href="#utenfor"]') as HTMLElement).click();
    expect(actionsAndItems()).toEqual([
      ["VIEW_ITEM", expect.objectContaining({ item_id: "prod-jul" })],
      ["BUY_TICKET", expect.objectContaining({ item_id: "prod-jul", item_list_name: "Billettliste" })],
    ]);
    stop();
    (document.querySelector("article span") as HTMLElement).click();
    expect(layer()).toHaveLength(2);
  });
});
