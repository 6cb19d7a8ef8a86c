import React from "react";
import { renderToString } from "react-dom/server";
import { render, waitFor } from "@testing-library/react";
import { CardStatus, CardStatusIsland } from "./CardStatus";
import { loadCardStatus } from "./islands";

// The date's own drawing is the cinema feature's (draw.test.ts there): here, which place gets which date.
const drawn: { eventId: string; pageEventIds: string[]; partner: number }[] = [];
const stops = jest.fn();
jest.mock("../cinema/contract", () => {
  const real = jest.requireActual("../cinema/live-status/draw");
  return {
    loadLiveStatusDraw: async () => ({
      readLiveStatusProps: real.readLiveStatusProps,
      datesOnPage: real.datesOnPage,
      drawLiveStatus: (place: HTMLElement, props: { eventId: string; pageEventIds: string[]; partner: number }) => {
        drawn.push(props);
        place.textContent = `status ${props.eventId}`;
        return stops;
      },
    }),
  };
});

/** A card's status as the server wrote it, in its island's element. */
function serverCard(eventIds: string[]) {
  const element = document.createElement("div");
  element.innerHTML = renderToString(<CardStatus eventIds={eventIds} pageEventIds={["x", ...eventIds]} partner={118} />);
  return element;
}

beforeEach(() => {
  drawn.length = 0;
  stops.mockClear();
});

describe("a programme card's live ticket state, drawn without React", () => {
  it("draws each date's state in that date's place the server wrote, and stops them all", async () => {
    const draw = await loadCardStatus();
    const element = serverCard(["e1", "e2"]);
    const stop = draw(element, { eventIds: ["e1", "e2"], pageEventIds: ["x", "e1", "e2"], partner: 118 });
    expect([...element.querySelectorAll(".programme-card__date-status")].map((p) => p.textContent)).toEqual([
      "status e1",
      "status e2",
    ]);
    expect(drawn).toEqual([
      { partner: 118, eventId: "e1", pageEventIds: ["x", "e1", "e2"] },
      { partner: 118, eventId: "e2", pageEventIds: ["x", "e1", "e2"] },
    ]);
    stop();
    expect(stops).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["more dates than places", ["e1", "e2", "e3"]],
    ["no dates", []],
    ["a date that is not an id", ["e1", 7]],
  ])("draws nothing when the props name %s (the card stays as the server wrote it)", async (_case, eventIds) => {
    const draw = await loadCardStatus();
    const element = serverCard(["e1", "e2"]);
    expect(() => draw(element, { eventIds, pageEventIds: ["e1", "e2"], partner: 118 })).toThrow();
    expect(drawn).toEqual([]);
    expect(element.textContent).toBe("");
  });

  it("writes each card's own dates alone, and asks for every card's dates of the page as one", async () => {
    document.body.innerHTML = renderToString(
      <>
        {[["e1", "e2"], ["e3"], ["e2", "e4"]].map((eventIds) => (
          <CardStatusIsland key={eventIds[0]} eventIds={eventIds} pageEventIds={["e1", "e2", "e3", "e4"]} partner={118} />
        ))}
      </>,
    );
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island="card-status"]')];
    expect(islands.map((island) => JSON.parse(island.dataset.props!))).toEqual([
      { eventIds: ["e1", "e2"], partner: 118 },
      { eventIds: ["e3"], partner: 118 },
      { eventIds: ["e2", "e4"], partner: 118 },
    ]);
    const draw = await loadCardStatus();
    draw(islands[1], JSON.parse(islands[1].dataset.props!));
    expect(drawn).toEqual([{ partner: 118, eventId: "e3", pageEventIds: ["e3", "e1", "e2", "e4"] }]);
    document.body.innerHTML = "";
  });
});

describe("a programme card's live ticket state in a programme React renders", () => {
  const statuses = (container: HTMLElement) =>
    [...container.querySelectorAll(".programme-card__date-status")].map((place) => place.textContent);

  it("gives each date's place its state by the same drawing, draws again only for other dates, and stops as it goes", async () => {
    const { container, rerender, unmount } = render(
      <CardStatus eventIds={["e1", "e2"]} pageEventIds={["e1", "e2", "e3"]} partner={118} />,
    );
    await waitFor(() => expect(statuses(container)).toEqual(["status e1", "status e2"]));
    expect(drawn).toEqual([
      { partner: 118, eventId: "e1", pageEventIds: ["e1", "e2", "e3"] },
      { partner: 118, eventId: "e2", pageEventIds: ["e1", "e2", "e3"] },
    ]);
    // A new list of the same dates (each render of the programme makes one) is the same card.
    rerender(<CardStatus eventIds={["e1", "e2"]} pageEventIds={["e1", "e2", "e3"]} partner={118} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn).toHaveLength(2);
    expect(stops).not.toHaveBeenCalled();

    rerender(<CardStatus eventIds={["e3"]} pageEventIds={["e1", "e2", "e3"]} partner={118} />);
    await waitFor(() => expect(statuses(container)).toEqual(["status e3"]));
    expect(stops).toHaveBeenCalledTimes(2);
    unmount();
    expect(stops).toHaveBeenCalledTimes(3);
  });

  it("renders the places empty on the server, as a page built of islands has them", () => {
    const element = serverCard(["e1", "e2"]);
    expect(element.innerHTML).toBe(
      '<p class="programme-card__status"><span class="programme-card__date-status"></span><span class="programme-card__date-status"></span></p>',
    );
  });
});
