import React from "react";
import { act, render, screen } from "@testing-library/react";
import { MISSING_PICTURE_RETRY_MS, useShownSlides } from "./useShownSlides";

const slides = ["reven", "mannskor", "musikal"].map((name) => ({ title: name, image: { url: `/images/${name}.svg` } }));

function Show({ shows, save }: { shows: (url: string) => Promise<boolean>; save: (urls: string[]) => Promise<unknown> }) {
  const { index, pictures } = useShownSlides(slides, 10_000, { shows, save });
  return <p>{pictures ? slides[index].title : `${slides[index].title} (uten bilde)`}</p>;
}

const flush = () => act(async () => undefined);

afterEach(() => jest.useRealTimers());

describe("a lobby slideshow's slides", () => {
  it("saves every picture as the screen starts", async () => {
    const save = jest.fn(async () => undefined);
    render(<Show shows={async () => true} save={save} />);
    await flush();
    expect(save).toHaveBeenCalledWith(slides.map((s) => s.image.url));
  });

  it("skips a slide whose picture does not load, and tries it again later", async () => {
    jest.useFakeTimers();
    const gone = new Set(["/images/mannskor.svg"]);
    render(<Show shows={async (url) => !gone.has(url)} save={async () => undefined} />);
    await flush();
    expect(screen.getByText("reven")).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText("musikal")).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText("reven")).toBeInTheDocument();
    gone.clear();
    await act(() => jest.advanceTimersByTimeAsync(MISSING_PICTURE_RETRY_MS));
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      seen.add(screen.getByRole("paragraph").textContent ?? "");
    }
    expect(seen).toContain("mannskor");
  });

  it("moves on at once when the first slide's picture is missing", async () => {
    render(<Show shows={async (url) => url !== "/images/reven.svg"} save={async () => undefined} />);
    await flush();
    expect(screen.getByText("mannskor")).toBeInTheDocument();
  });

  it("goes on as text when no picture loads", async () => {
    jest.useFakeTimers();
    render(<Show shows={async () => false} save={async () => undefined} />);
    await flush();
    expect(screen.getByText("reven (uten bilde)")).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText("mannskor (uten bilde)")).toBeInTheDocument();
  });
});
