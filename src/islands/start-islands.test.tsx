import React, { useState } from "react";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { island } from "../components/island";
import { ISLAND_PARTS, type IslandPart } from "./parts";
import { startIslands } from "./start-islands";

/** A part with a button whose presses it counts: its server HTML says 0. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {label}: {presses}
    </button>
  );
}

// The islands are React roots of their own, started by the page, not by a test's act(): React runs
// them on its own scheduler, as in the browser.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

const parts = ISLAND_PARTS as Record<string, IslandPart>;
let releaseCode: () => void = () => undefined;
let loads = 0;

beforeEach(() => {
  loads = 0;
  // The part's code arrives when the test says.
  const arrived = new Promise<void>((resolve) => (releaseCode = resolve));
  parts["test-counter"] = {
    load: () => {
      loads += 1;
      return arrived.then(() => Counter as never);
    },
    when: (props) =>
      props.label === "nå" ? "now" : props.label === "aldri" ? "never" : props.label === "synlig" ? "seen" : "touch",
  };
});
afterEach(() => {
  delete parts["test-counter"];
  document.body.innerHTML = "";
});

/** The page as the build wrote it: the island's server HTML in the body. */
function serverPage(label: string) {
  const CounterIsland = island("test-counter", Counter);
  document.body.innerHTML = `<main>${renderToString(<CounterIsland label={label} />)}</main>`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The islands started on a page whose island waits; answers its button and a listener below the document's. */
function startedWithWaitingButton() {
  serverPage("vent");
  startIslands(window);
  const button = screen.getByRole("button", { name: "vent: 0" });
  const seenBelow = jest.fn();
  document.body.addEventListener("click", seenBelow);
  return { button, seenBelow };
}

describe("islands on a page of HTML", () => {
  it("starts an island that starts as the page opens, and says when every such island has", async () => {
    serverPage("nå");
    const button = screen.getByRole("button", { name: "nå: 0" });
    const { opened } = startIslands(window);
    let isOpen = false;
    void opened.then(() => (isOpen = true));
    await settle();
    expect(isOpen).toBe(false);
    releaseCode();
    await opened;
    // React took the server's button over in place: the same element, now listening.
    expect(screen.getByRole("button")).toBe(button);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("nå: 1"));
  });

  it("loads nothing for an island that waits until the visitor's first touch, then starts it", async () => {
    serverPage("vent");
    const { opened } = startIslands(window);
    await opened;
    expect(loads).toBe(0);
    window.dispatchEvent(new Event("scroll"));
    expect(loads).toBe(1);
  });

  it("holds a press made before the island started, and makes it again once it has", async () => {
    const { button, seenBelow } = startedWithWaitingButton();
    await userEvent.click(button);
    expect(seenBelow).not.toHaveBeenCalled();
    expect(button).toHaveTextContent("vent: 0");
    releaseCode();
    await waitFor(() => expect(button).toHaveTextContent("vent: 1"));
    // Once started, a press goes straight through.
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("vent: 2"));
    expect(seenBelow).toHaveBeenCalledTimes(2);
  });

  it("leaves an island that is not to start alone, until a press on one of its buttons asks for it", async () => {
    serverPage("aldri");
    const { opened } = startIslands(window);
    await opened;
    window.dispatchEvent(new Event("scroll"));
    expect(loads).toBe(0);
    await userEvent.click(screen.getByRole("button", { name: "aldri: 0" }));
    expect(loads).toBe(1);
  });

  it("keeps an island whose code does not load as the server wrote it, and lets presses through", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    parts["test-counter"].load = () => Promise.reject(new Error("ChunkLoadError"));
    const { button, seenBelow } = startedWithWaitingButton();
    await userEvent.click(button);
    await settle();
    expect(error).toHaveBeenCalledWith(
      'Island "test-counter" could not start; it stays as the server wrote it',
      expect.any(Error),
    );
    // The held press was made again once, and the next goes through at once: no press is repeated for ever.
    await userEvent.click(button);
    expect(seenBelow).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent("vent: 0");
    error.mockRestore();
  });

  it("leaves an island whose rule throws as the server wrote it, and says so", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    parts["test-counter"].when = () => {
      throw new Error("storage refused");
    };
    serverPage("nå");
    const { opened } = startIslands(window);
    await opened;
    expect(loads).toBe(0);
    expect(error).toHaveBeenCalledWith(
      'Island "test-counter" could not tell when to start; it stays as the server wrote it',
      expect.any(Error),
    );
    error.mockRestore();
  });

  it("says which island it does not know, or whose props it cannot read, and starts neither", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML =
      '<div class="island" data-island="ukjent" data-props="{}"></div><div class="island" data-island="test-counter" data-props="{ikke json"></div>';
    const { opened } = startIslands(window);
    await opened;
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'Island "ukjent" is unknown; it stays as the server wrote it',
      'Island "test-counter" is without readable props; it stays as the server wrote it',
    ]);
    expect(loads).toBe(0);
    error.mockRestore();
  });

  describe("an island that starts as it comes near the screen", () => {
    type Watch = { callback: IntersectionObserverCallback; watched: Element[] };
    let observers: Watch[] = [];
    const Original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    beforeEach(() => {
      observers = [];
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        watch: Watch;
        constructor(callback: IntersectionObserverCallback) {
          this.watch = { callback, watched: [] };
          observers.push(this.watch);
        }
        observe(element: Element) {
          this.watch.watched.push(element);
        }
        unobserve(element: Element) {
          this.watch.watched = this.watch.watched.filter((e) => e !== element);
        }
      };
    });
    afterEach(() => ((window as { IntersectionObserver?: unknown }).IntersectionObserver = Original));
    const seen = (target: Element, isIntersecting: boolean) =>
      observers.forEach((o) =>
        o.callback([{ target, isIntersecting } as IntersectionObserverEntry], o as unknown as IntersectionObserver),
      );

    it("loads nothing while it is off the screen, not even at the first touch, and starts once it is near", async () => {
      serverPage("synlig");
      const button = screen.getByRole("button", { name: "synlig: 0" });
      await startIslands(window).opened;
      window.dispatchEvent(new Event("scroll"));
      // The element it watches is the part's own (the island's wrapper has no box).
      expect(observers[0].watched).toEqual([button]);
      seen(button, false);
      expect(loads).toBe(0);
      seen(button, true);
      expect(loads).toBe(1);
      expect(observers[0].watched).toEqual([]);
      releaseCode();
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveTextContent("synlig: 1"));
    });

    it("watches the nearest element laid out around an island that draws nothing until it starts", async () => {
      document.body.innerHTML =
        '<table><tbody><tr><td id="dato"><span class="tom"><div class="island" data-island="test-counter" data-props="{&quot;label&quot;:&quot;synlig&quot;}"></div></span></td></tr></tbody></table>';
      // The span hides itself while it holds nothing but the island (no box); the cell is laid out.
      const rects = jest.spyOn(Element.prototype, "getClientRects").mockImplementation(function (this: Element) {
        return (this.id === "dato" ? [{}] : []) as unknown as DOMRectList;
      });
      await startIslands(window).opened;
      expect(observers[0].watched).toEqual([document.getElementById("dato")]);
      rects.mockRestore();
    });

    it("starts at once in a browser that cannot tell what is on the screen", async () => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      serverPage("synlig");
      startIslands(window);
      expect(loads).toBe(1);
    });
  });
});
