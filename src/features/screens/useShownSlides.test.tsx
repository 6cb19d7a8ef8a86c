import React from "react";
import { act, render, screen } from "@testing-library/react";
import { MISSING_PICTURE_RETRY_MS, useShownSlides } from "./useShownSlides";

const slides = ["reven", "mannskor", "musikal"].map((name) => ({ title: name, image: { url: `/images/${name}.svg` } }));

function Show({ shows, save }: { shows: (url: string) => Promise<boolean>; save: (urls: string[]) => Promise<unknown> }) {
  const { index, pictures, ready } = useShownSlides(slides, 10_000, { shows, save });
  const title = pictures ? slides[index].title : `${slides[index].title} (uten bilde)`;
  return <p>{ready ? title : `(venter på bildet til ${title})`}</p>;
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

  it("moves on at once when the first slide's picture is missing, never drawing that slide", async () => {
    render(<Show shows={async (url) => url !== "/images/reven.svg"} save={async () => undefined} />);
    expect(screen.getByRole("paragraph")).toHaveTextContent("(venter på bildet til reven)");
    await flush();
    expect(screen.getByText("mannskor")).toBeInTheDocument();
  });

  it("draws the first slide once its picture is checked, without waiting for every picture to be saved", async () => {
    let answer: (shows: boolean) => void = () => undefined;
    const check = new Promise<boolean>((resolve) => (answer = resolve));
    render(<Show shows={() => check} save={() => new Promise(() => undefined)} />);
    await flush();
    expect(screen.getByRole("paragraph")).toHaveTextContent("(venter på bildet til reven)");
    answer(true);
    await flush();
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^reven$/);
  });

  it("waits again when the slides change under the one showing, until its picture is checked", async () => {
    let answer: (shows: boolean) => void = () => undefined;
    const shows = jest.fn(
      async (url: string) => url === "/images/reven.svg" || new Promise<boolean>((resolve) => (answer = resolve)),
    );
    const save = async () => undefined;
    function Changing({ list }: { list: typeof slides }) {
      const { index, ready } = useShownSlides(list, 10_000, { shows, save });
      return <p>{ready ? list[index].title : "(venter)"}</p>;
    }
    const { rerender } = render(<Changing list={slides} />);
    await flush();
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^reven$/);
    // Reven has played its last date: the slide in its place is not drawn before its own check.
    rerender(<Changing list={slides.slice(1)} />);
    expect(screen.getByRole("paragraph")).toHaveTextContent("(venter)");
    answer(true);
    await flush();
    expect(screen.getByRole("paragraph")).toHaveTextContent(/^mannskor$/);
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
