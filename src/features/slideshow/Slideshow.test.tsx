import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Slideshow, SLIDE_INTERVAL_MS, type Slide } from "./Slideshow";

const slides: Slide[] = ["Julekonsert", "Mannskor", "Musikal"].map((title) => ({
  title,
  text: `${title} i Bojersalen`,
  image: { url: "/x.svg", alt: title },
}));

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
}

afterEach(() => jest.useRealTimers());

describe("Slideshow", () => {
  it("moves with the previous and next buttons and says which slide is shown", async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    render(<Slideshow id="s" slides={slides} label="Aktuelt" />);
    expect(screen.getByRole("group", { name: "1 av 3" })).toHaveTextContent("Julekonsert");
    await user.click(screen.getByRole("button", { name: "Neste lysbilde" }));
    expect(screen.getByRole("group", { name: "2 av 3" })).toHaveTextContent("Mannskor");
    await user.click(screen.getByRole("button", { name: "Forrige lysbilde" }));
    await user.click(screen.getByRole("button", { name: "Forrige lysbilde" }));
    expect(screen.getByRole("group", { name: "3 av 3" })).toHaveTextContent("Musikal");
  });

  it("advances on its own, and stops when paused", () => {
    setReducedMotion(false);
    jest.useFakeTimers();
    render(<Slideshow id="s" slides={slides} label="Aktuelt" />);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(screen.getByRole("group", { name: "2 av 3" })).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Stopp lysbildevisningen" }).click());
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(screen.getByRole("group", { name: "2 av 3" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start lysbildevisningen" })).toBeInTheDocument();
  });

  it("does not advance for visitors who prefer reduced motion", () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    render(<Slideshow id="s" slides={slides} label="Aktuelt" />);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(screen.getByRole("group", { name: "1 av 3" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start lysbildevisningen" })).toBeInTheDocument();
  });
});
