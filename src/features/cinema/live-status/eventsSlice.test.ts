import { storeWith } from "../store/test-utils";
import { requestEvents } from "./eventsSlice";

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe("events slice", () => {
  it("only ids not yet requested are asked for; requested ids and loaded events are appended", async () => {
    const events = jest.fn(async (ids: string[]) =>
      ids.map((id) => ({
        id,
        productionId: "p",
        startTime: "",
        venue: "",
        ticketUrl: "",
        soldOut: id === "a",
        availableSeats: 4,
      })),
    );
    const store = storeWith({ events });
    await store.dispatch(requestEvents(["a", "b"]));
    await store.dispatch(requestEvents(["b", "c"]));
    await store.dispatch(requestEvents(["a", "c"]));
    expect(events.mock.calls.map((c) => c[0])).toEqual([["a", "b"], ["c"]]);
    expect(store.getState().events?.requested).toEqual(["a", "b", "c"]);
    expect(store.getState().events?.items.map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  it("a failure is logged as 'Failed to fetch' only", async () => {
    const store = storeWith({ events: () => Promise.reject(new Error("down")) });
    await store.dispatch(requestEvents(["a"]));
    expect(consoleError).toHaveBeenCalledWith("Failed to fetch");
    expect(store.getState().events).toEqual({ requested: ["a"], items: [] });
  });
});
