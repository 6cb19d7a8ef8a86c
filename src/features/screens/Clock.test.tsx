import React from "react";
import { act, render, screen } from "@testing-library/react";
import { Clock } from "./Clock";

afterEach(() => jest.useRealTimers());

describe("the screens' clock", () => {
  it("shows the time in Oslo and changes as the minute turns", () => {
    jest.useFakeTimers({ now: new Date("2026-12-01T11:59:58Z") });
    render(<Clock />);
    expect(screen.getByLabelText("Klokken")).toHaveTextContent("12:59");
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByLabelText("Klokken")).toHaveTextContent("12:59");
    act(() => jest.advanceTimersByTime(1_100));
    expect(screen.getByLabelText("Klokken")).toHaveTextContent("13:00");
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByLabelText("Klokken")).toHaveTextContent("13:01");
  });

  it("shows today's date beside the time, and the next day's after midnight", () => {
    jest.useFakeTimers({ now: new Date("2026-12-05T22:59:30Z") });
    render(<Clock />);
    expect(screen.getByText("lørdag 5. desember")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByLabelText("Klokken")).toHaveTextContent("00:00");
    expect(screen.getByText("søndag 6. desember")).toBeInTheDocument();
  });
});
