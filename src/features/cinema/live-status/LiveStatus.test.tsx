import React from "react";
import { render, screen } from "@testing-library/react";
import { createLiveEventsStore, eventsCall, readLiveEvents, type FetchEvents } from "./live-events";
import { LiveStatus } from "./LiveStatus";

const event = (id: string, soldOut: boolean, availableSeats: number) => ({ id, soldOut, availableSeats });

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe("live ticket status", () => {
  it("shows sold out and few seats left, the whole page's events asked for in one call", async () => {
    const fetchEvents = jest.fn<ReturnType<FetchEvents>, Parameters<FetchEvents>>(async (ids) =>
      ids.map((id) => (id === "a" ? event(id, true, 0) : event(id, false, id === "b" ? 4 : 80))),
    );
    const store = createLiveEventsStore(fetchEvents);
    const ids = ["a", "b", "c"];
    render(
      <ul>
        {ids.map((id) => (
          <li key={id} data-testid={id}>
            <LiveStatus store={store} eventId={id} pageEventIds={ids} />
          </li>
        ))}
      </ul>,
    );
    expect(await screen.findByText("Utsolgt")).toBeInTheDocument();
    expect(screen.getByText("Få billetter igjen (4)")).toBeInTheDocument();
    expect(screen.getByTestId("c")).toBeEmptyDOMElement();
    expect(fetchEvents.mock.calls).toEqual([[["a", "b", "c"]]]);
  });

  it("asks only for events not asked for before", async () => {
    const fetchEvents = jest.fn<ReturnType<FetchEvents>, Parameters<FetchEvents>>(async (ids) =>
      ids.map((id) => event(id, false, 50)),
    );
    const store = createLiveEventsStore(fetchEvents);
    await store.request(["a", "b"]);
    await store.request(["b", "c"]);
    await store.request(["a", "c"]);
    expect(fetchEvents.mock.calls.map((c) => c[0])).toEqual([["a", "b"], ["c"]]);
    expect(store.getState().items.map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  it("logs a failure as 'Failed to fetch' only, and shows nothing", async () => {
    const store = createLiveEventsStore(() => Promise.reject(new Error("down")));
    render(<LiveStatus store={store} eventId="a" pageEventIds={["a"]} />);
    await store.request(["x"]);
    expect(consoleError).toHaveBeenCalledWith("Failed to fetch");
    expect(store.getState()).toMatchObject({ status: "failed", items: [] });
  });

  it("calls the API's public events address with the ids as keys, and maps the answer", async () => {
    const fetchImpl = jest.fn(async (_url: string) => ({
      ok: true,
      status: 200,
      json: async () => [{ Id: "ev-1", SoldOut: true, AvailableSeats: 0 }],
    }));
    const events = await eventsCall("http://localhost:9100/118/", 118, fetchImpl as never)(["ev-1", "ev 2"]);
    expect(fetchImpl.mock.calls[0][0]).toBe("http://localhost:9100/118/events/118?keys=ev-1,ev%202");
    expect(events).toMatchObject([{ id: "ev-1", soldOut: true }]);
    const failing = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    await expect(eventsCall("http://localhost:9100/118/", 118, failing as never)(["x"])).rejects.toThrow(/HTTP 500/);
  });

  it("reads only the status fields, leaving out entries without an id, taking odd fields as unknown", () => {
    expect(
      readLiveEvents([
        { Id: 7, SoldOut: true, AvailableSeats: 0, TicketUrl: "javascript:alert(1)" },
        { SoldOut: true },
        { Id: "b", SoldOut: "ja", AvailableSeats: "5" },
        { Id: "c" },
        null,
      ]),
    ).toEqual([
      { id: "7", soldOut: true, availableSeats: 0 },
      { id: "b", soldOut: null, availableSeats: null },
      { id: "c", soldOut: false, availableSeats: 0 },
    ]);
    expect(() => readLiveEvents({ Message: "feil" })).toThrow(/expected a list/);
  });
});
