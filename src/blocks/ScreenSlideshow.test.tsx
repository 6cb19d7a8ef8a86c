import React from "react";
import { render, screen } from "@testing-library/react";
import { ScreenSlideshow } from "./ScreenSlideshow";
import { programmeItem } from "../test-utils/programme-item";
import { pinDate } from "../test-utils/clock";
import type { ProductionEvent } from "../../content-model";

const decode = HTMLImageElement.prototype.decode;
beforeAll(() => {
  pinDate(Date.parse("2026-12-01T09:00:00Z"));
  // jsdom decodes no pictures: each slide's picture shows (useShownSlides asks before drawing it).
  HTMLImageElement.prototype.decode = () => Promise.resolve();
});
afterAll(() => {
  jest.useRealTimers();
  HTMLImageElement.prototype.decode = decode;
});

/** A slideshow of one production whose dates have the statuses given (undefined: on as usual). */
const slideshowOf = (statuses: ProductionEvent["status"][]) => {
  const starts = ["2026-12-05T11:00:00Z", "2026-12-06T13:00:00Z", "2027-01-03T13:00:00Z"].slice(0, statuses.length);
  const item = programmeItem("Reven", starts);
  const film = { ...item, events: item.events.map((event, i) => ({ ...event, status: statuses[i] })) };
  render(
    <ScreenSlideshow
      data={{ heading: "Kommende arrangementer" } as never}
      sourceData={{ program: [film] } as never}
      dataIds={["program"]}
      id="skjerm-slideshow"
      first
    />,
  );
};
const when = () => document.querySelector(".screen-slide__when time")!.getAttribute("datetime");

describe("ScreenSlideshow's date and its status", () => {
  it("shows the next date, with no status when it is on", async () => {
    slideshowOf([undefined, undefined]);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/^Reven$/);
    expect(when()).toBe("2026-12-05T11:00:00Z");
  });

  it("passes over a cancelled next date to the next one still on", async () => {
    slideshowOf(["cancelled", undefined]);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/^Reven$/);
    expect(when()).toBe("2026-12-06T13:00:00Z");
  });

  it("says 'Utsolgt' before the title when the next date is sold out", async () => {
    slideshowOf(["soldOut", undefined]);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/^UtsolgtReven$/);
    expect(when()).toBe("2026-12-05T11:00:00Z");
  });

  it("says 'Avlyst' when every date left is cancelled, and shows the first", async () => {
    slideshowOf(["cancelled", "cancelled", "cancelled"]);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/^AvlystReven$/);
    expect(when()).toBe("2026-12-05T11:00:00Z");
  });
});
