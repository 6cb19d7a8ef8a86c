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
});
