import type * as Draw from "./draw";

/** draw.ts as a page built with a cinema API for partner 118 loads it: the tab's store starts empty. */
function loadDraw(answer: (ids: string[]) => unknown): { draw: typeof Draw; asked: string[] } {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    const ids = new URL(url).searchParams.get("keys")?.split(",") ?? [];
    asked.push(url);
    return { ok: true, status: 200, json: async () => answer(ids) };
  }) as unknown as typeof fetch;
  let draw: typeof Draw | undefined;
  process.env.GATSBY_CINEMA_API_118 = "https://kino.example/api/";
  jest.isolateModules(() => {
    draw = jest.requireActual<typeof Draw>("./draw");
  });
  delete process.env.GATSBY_CINEMA_API_118;
  return { draw: draw!, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const places = (n: number) => Array.from({ length: n }, () => document.createElement("span"));
const live = (id: string, SoldOut: unknown, AvailableSeats: unknown) => ({ Id: id, SoldOut, AvailableSeats });

describe("a date's live ticket state drawn without React", () => {
  it("draws what React's LiveStatus draws: sold out, few seats left, or nothing; the page's dates asked for in one call", async () => {
    const { draw, asked } = loadDraw((ids) =>
      ids.map((id) => ({ a: live(id, true, 0), b: live(id, false, 4), c: live(id, false, 80), d: live(id, "ja", 3) })[id]),
    );
    const ids = ["a", "b", "c", "d"];
    const [a, b, c, d] = places(4);
    [a, b, c, d].forEach((place, i) => draw.drawLiveStatus(place, { partner: 118, eventId: ids[i], pageEventIds: ids }));
    await settle();
    expect(a.innerHTML).toBe('<span class="live-status live-status--sold-out">Utsolgt</span>');
    expect(b.innerHTML).toBe('<span class="live-status live-status--few">Få billetter igjen (4)</span>');
    expect(c).toBeEmptyDOMElement();
    // A sold-out flag in a form that cannot be read claims nothing; the seats left still say few.
    expect(d.innerHTML).toBe('<span class="live-status live-status--few">Få billetter igjen (3)</span>');
    // Each place says what its badge says, for styles that weigh a card's dates together (programme.css).
    expect([a, b, c, d].map((place) => place.getAttribute("data-live"))).toEqual(["sold-out", "few", null, "few"]);
    expect(asked).toEqual(["https://kino.example/api/events/118?keys=a,b,c,d"]);
  });

  it("leaves the place as it is when the call fails, and stops drawing once told to", async () => {
    const failing = loadDraw(() => "ikke en liste");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const [place] = places(1);
    failing.draw.drawLiveStatus(place, { partner: 118, eventId: "a", pageEventIds: ["a"] });
    await settle();
    expect(place).toBeEmptyDOMElement();
    error.mockRestore();

    const { draw } = loadDraw((ids) => ids.map((id) => live(id, true, 0)));
    const [kept, stopped] = places(2);
    draw.drawLiveStatus(kept, { partner: 118, eventId: "a", pageEventIds: ["a"] });
    const stop = draw.drawLiveStatus(stopped, { partner: 118, eventId: "a", pageEventIds: ["a"] });
    stop();
    await settle();
    expect(kept).toHaveTextContent("Utsolgt");
    expect(stopped).toBeEmptyDOMElement();
  });

  it("asks nothing where the build has no cinema API for the partner", async () => {
    const { draw, asked } = loadDraw(() => []);
    const [place] = places(1);
    draw.drawLiveStatus(place, { partner: 178, eventId: "a", pageEventIds: ["a"] });
    await settle();
    expect(asked).toEqual([]);
    expect(place).toBeEmptyDOMElement();
  });

  it.each([
    ["no partner", { eventId: "a", pageEventIds: ["a"] }],
    ["a partner that is text", { partner: "118", eventId: "a", pageEventIds: ["a"] }],
    ["no event id", { partner: 118, eventId: "", pageEventIds: ["a"] }],
    ["page ids that are not a list of ids", { partner: 118, eventId: "a", pageEventIds: "a,b" }],
    ["a page id that is not text", { partner: 118, eventId: "a", pageEventIds: [{ toString: "a" }] }],
  ])("refuses props with %s (the island then stays as the server wrote it)", (_case, props) => {
    const { draw } = loadDraw(() => []);
    expect(() => draw.readLiveStatusProps(props as Record<string, unknown>)).toThrow(/live status/);
  });

  it("gathers the page's dates from its islands, each once, when the props do not list them", () => {
    const { draw } = loadDraw(() => []);
    const island = (name: string, props: string) => {
      const element = document.createElement("div");
      element.className = "island";
      element.dataset.island = name;
      element.dataset.props = props;
      return element;
    };
    document.body.replaceChildren(
      island("live-status", JSON.stringify({ partner: 118, eventId: "a" })),
      island("live-status", JSON.stringify({ partner: 118, eventId: "b" })),
      island("live-status", JSON.stringify({ partner: 118, eventId: "a" })),
      island("other", JSON.stringify({ eventId: "x" })),
      island("live-status", "{ikke json"),
      island("live-status", JSON.stringify({ partner: 118, eventId: 7 })),
      island("live-status", JSON.stringify({ partner: 118, eventId: ["c", 8, "d"] })),
      island("card-status", JSON.stringify({ partner: 118, eventIds: ["c", "d"] })),
    );
    expect(draw.datesOnPage(document, "live-status", "eventId")).toEqual(["a", "b"]);
    expect(draw.datesOnPage(document, "card-status", "eventIds")).toEqual(["c", "d"]);
    const pageDates = () => draw.datesOnPage(document, "live-status", "eventId");
    expect(draw.readLiveStatusProps({ partner: 118, eventId: "b" }, pageDates)).toEqual({
      partner: 118,
      eventId: "b",
      pageEventIds: ["b", "a"],
    });
    // Listed by the props, the list is theirs: checked, not gathered.
    expect(draw.readLiveStatusProps({ partner: 118, eventId: "b", pageEventIds: ["b"] }, pageDates).pageEventIds).toEqual(["b"]);
    expect(() => draw.readLiveStatusProps({ partner: 118, eventId: "b", pageEventIds: "a,b" }, pageDates)).toThrow(
      "live status: the page's event ids are not a list of ids",
    );
    document.body.replaceChildren();
  });
});
