import React, { useState } from "react";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { island } from "../components/island";
import { ISLAND_PARTS, type DrawPart, type IslandPart } from "./parts";
import { RUNTIME_TAKES_OVER_EVENT } from "../components/runtime-handover";
import { startIslands } from "./start-islands";
import { fakeIntersection } from "../test-utils/intersection";
import { forgetWholeStylesheet } from "./whole-stylesheet";
import { notFetched } from "../links/page-data";

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

// The test's parts are React parts, but for one drawn without React (DrawPart).
const parts = ISLAND_PARTS as Record<string, Extract<IslandPart, { load: unknown }>>;
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
  // Each test's islands let go of the page, so that none of them hears the next test's touches.
  window.dispatchEvent(new Event(RUNTIME_TAKES_OVER_EVENT));
  document.body.innerHTML = "";
});

/** The page as the build wrote it: the island's server HTML in the body. */
function serverPage(label: string) {
  const CounterIsland = island("test-counter", Counter);
  document.body.innerHTML = `<main>${renderToString(<CounterIsland label={label} />)}</main>`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What webpack rejects a chunk's import with when the chunk did not come. */
const chunkLoadError = () => Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" });

/**
 * The test part's code does not come the first `failures` times it is asked for (every time by
 * default), failing with `error`; then it comes as the test lets it. Answers how often it was asked for.
 */
function codeFailing(failures = Infinity, error: () => Error = chunkLoadError): () => number {
  const load = parts["test-counter"].load;
  let attempts = 0;
  parts["test-counter"].load = (props) => (++attempts <= failures ? Promise.reject(error()) : load(props));
  return () => attempts;
}

/**
 * The islands started on a page whose island waits, once their moments are decided (in a task after
 * the script's); answers its button and a listener below the document's.
 */
async function startedWithWaitingButton() {
  serverPage("vent");
  startIslands(window);
  await settle();
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

  it("decides when each island starts in a task after the script's own: its first task reads no storage", async () => {
    const when = jest.fn(() => "now" as const);
    parts["test-counter"].when = when;
    serverPage("nå");
    const { opened } = startIslands(window);
    expect(when).not.toHaveBeenCalled();
    expect(loads).toBe(0);
    await settle();
    expect(when).toHaveBeenCalledTimes(1);
    expect(loads).toBe(1);
    releaseCode();
    await opened;
    expect(document.querySelector('[data-island="test-counter"]')).toHaveAttribute("data-island-started");
  });

  it("holds a press made before the islands' moments are decided, and makes it again once its island has started", async () => {
    serverPage("vent");
    startIslands(window);
    const button = screen.getByRole("button", { name: "vent: 0" });
    button.click();
    // Held until the islands' moments are decided, then it starts the island it was made in.
    expect(loads).toBe(0);
    await settle();
    expect(loads).toBe(1);
    expect(button).toHaveTextContent("vent: 0");
    releaseCode();
    await waitFor(() => expect(button).toHaveTextContent("vent: 1"));
  });

  it("does not keep the page from being ready for the islands a touch before the decision started", async () => {
    serverPage("vent");
    const { opened } = startIslands(window);
    window.dispatchEvent(new Event("scroll"));
    let isOpen = false;
    void opened.then(() => (isOpen = true));
    await settle();
    await settle();
    // Its code has been asked for and has not come; the page is ready all the same (data-hydrated).
    expect(loads).toBe(1);
    expect(isOpen).toBe(true);
  });

  it("sends a press made before the decision in an island inside another to the one it is in, which starts now", async () => {
    function Inner({ label }: { label: string }) {
      return <button type="button">{label}</button>;
    }
    const InnerIsland = island("test-inner", Inner);
    function Outer() {
      return (
        <div className="ytre">
          <InnerIsland label="indre" />
        </div>
      );
    }
    const OuterIsland = island("test-outer", Outer);
    let releaseOuter: () => void = () => undefined;
    const outerArrived = new Promise<void>((resolve) => (releaseOuter = resolve));
    const innerLoads = jest.fn(() => Promise.resolve(Inner as never));
    parts["test-outer"] = { load: () => outerArrived.then(() => Outer as never), when: () => "now" };
    parts["test-inner"] = { load: innerLoads, when: () => "touch" };
    try {
      document.body.innerHTML = `<main>${renderToString(<OuterIsland />)}</main>`;
      startIslands(window);
      screen.getByRole("button", { name: "indre" }).click();
      await settle();
      await settle();
      releaseOuter();
      await waitFor(() => expect(document.querySelector('[data-island="test-outer"]')).toHaveAttribute("data-island-started"));
      // The press went to the outer island, which renders the inner one: no code of the inner one's own.
      expect(innerLoads).not.toHaveBeenCalled();
    } finally {
      delete parts["test-outer"];
      delete parts["test-inner"];
    }
  });

  it("starts an island that waits for a touch when the touch came before its moment was decided", async () => {
    serverPage("vent");
    startIslands(window);
    window.dispatchEvent(new Event("scroll"));
    expect(loads).toBe(0);
    await settle();
    expect(loads).toBe(1);
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
    const { button, seenBelow } = await startedWithWaitingButton();
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
    parts["test-counter"].load = () => Promise.reject(chunkLoadError());
    const { button, seenBelow } = await startedWithWaitingButton();
    await userEvent.click(button);
    await settle();
    expect(error).toHaveBeenCalledWith(
      'Island "test-counter" could not start; it stays as the server wrote it',
      expect.any(Error),
    );
    // The held press was made again once; the next asks for the code again, and is made again once
    // that has failed too: no press is repeated for ever, and nothing is asked for without a press.
    await userEvent.click(button);
    await settle();
    expect(seenBelow).toHaveBeenCalledTimes(2);
    await settle();
    expect(seenBelow).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent("vent: 0");
    error.mockRestore();
  });

  it("asks again for an island's code that did not come at the visitor's next press, and makes that press once it has", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const attempts = codeFailing(1);
    const { button } = await startedWithWaitingButton();
    await userEvent.click(button);
    await settle();
    expect(attempts()).toBe(1);
    // Nothing else asks for it again: not a scroll, not a wait.
    window.dispatchEvent(new Event("scroll"));
    await settle();
    expect(attempts()).toBe(1);
    releaseCode();
    await userEvent.click(button);
    expect(attempts()).toBe(2);
    await waitFor(() => expect(button).toHaveTextContent("vent: 1"));
    // Started now: a press goes straight through, and the code is not asked for again.
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("vent: 2"));
    expect(attempts()).toBe(2);
    error.mockRestore();
  });

  it("asks again for data the network did not give (a server error), as for code", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const attempts = codeFailing(1, () => notFetched("/page-data/index/page-data.json: HTTP 503"));
    const { button } = await startedWithWaitingButton();
    await userEvent.click(button);
    await settle();
    releaseCode();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("vent: 1"));
    expect(attempts()).toBe(2);
    error.mockRestore();
  });

  it("does not ask again for what came and cannot be used, nor after a failure to take the element over", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // Data of another build, say: it would be the same the next time.
    const attempts = codeFailing(Infinity, () => new Error("/page-data/index/page-data.json: the slideshow is another build's"));
    const { button, seenBelow } = await startedWithWaitingButton();
    await userEvent.click(button);
    await settle();
    await userEvent.click(button);
    await settle();
    expect(attempts()).toBe(1);
    expect(seenBelow).toHaveBeenCalledTimes(2);

    // A part drawn without React that throws as it draws: its code came, and is not asked for again.
    let draws = 0;
    parts["test-counter"] = {
      draw: () =>
        Promise.resolve(() => {
          draws += 1;
          throw new Error("cannot draw");
        }),
      when: () => "touch",
    } as never;
    document.body.innerHTML = "";
    serverPage("vent");
    startIslands(window);
    await userEvent.click(screen.getByRole("button"));
    await settle();
    await userEvent.click(screen.getByRole("button"));
    await settle();
    expect(draws).toBe(1);
    error.mockRestore();
  });

  it("lets a link in an island whose code did not come go where it leads, without asking again", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const attempts = codeFailing();
    const { button } = await startedWithWaitingButton();
    await userEvent.click(button);
    await settle();
    const link = document.createElement("a");
    link.href = "#neste-side";
    link.dataset.inPlace = "";
    link.textContent = "Vis flere";
    button.closest(".island")!.append(link);
    const pressed = jest.fn((event: Event) => event.defaultPrevented);
    document.body.addEventListener("click", pressed);
    link.click();
    expect(pressed).toHaveReturnedWith(false);
    expect(attempts()).toBe(1);
    error.mockRestore();
  });

  it("asks again at the first press for code fetched ahead of its moment that did not come", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const attempts = codeFailing(1);
    parts["test-counter"].startAt = () => Date.now() + 60_000;
    const { button } = await startedWithWaitingButton();
    expect(attempts()).toBe(1);
    await settle();
    releaseCode();
    await userEvent.click(button);
    expect(attempts()).toBe(2);
    await waitFor(() => expect(button).toHaveTextContent("vent: 1"));
    error.mockRestore();
  });

  it("asks for code that cannot come once per press on it, never by the press it makes again", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const attempts = codeFailing();
    const { button } = await startedWithWaitingButton();
    for (const press of [1, 2, 3]) {
      await userEvent.click(button);
      await settle();
      await settle();
      expect(attempts()).toBe(press);
    }
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
    const io = fakeIntersection();
    beforeEach(() => io.install());
    afterEach(() => io.restore());
    const { observers, seen } = io;

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

    it("leaves the page ready and its presses working when the browser's observer fails", async () => {
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = function Broken() {
        throw new Error("no observer");
      };
      serverPage("synlig");
      const { opened } = startIslands(window);
      await opened;
      expect(error).toHaveBeenCalledWith(expect.stringContaining("could not all be decided"), expect.any(Error));
      const button = screen.getByRole("button", { name: "synlig: 0" });
      await userEvent.click(button);
      releaseCode();
      await waitFor(() => expect(button).toHaveTextContent("synlig: 1"));
      error.mockRestore();
    });

    it("starts at once in a browser that cannot tell what is on the screen", async () => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      serverPage("synlig");
      startIslands(window);
      await settle();
      expect(loads).toBe(1);
    });
  });

  describe("an island inside another", () => {
    /** The inner part: draws a badge once it has started; the server wrote it empty. */
    function Badge({ label }: { label: string }) {
      const [started, setStarted] = useState(false);
      React.useEffect(() => setStarted(true), []);
      return <span className="merke">{started ? `${label} (live)` : ""}</span>;
    }
    const BadgeIsland = island("test-badge", Badge);
    /** The outer part: a list with a button, and the inner island in it. */
    function List({ label }: { label: string }) {
      const [presses, setPresses] = useState(0);
      return (
        <div className="liste">
          <button type="button" onClick={() => setPresses((n) => n + 1)}>
            {label}: {presses}
          </button>
          <BadgeIsland label="merke" />
        </div>
      );
    }
    let releaseOuter: () => void = () => undefined;
    beforeEach(() => {
      const outerArrived = new Promise<void>((resolve) => (releaseOuter = resolve));
      parts["test-badge"] = { load: () => Promise.resolve(Badge as never), when: () => "now" };
      parts["test-list"] = { load: () => outerArrived.then(() => List as never), when: () => "touch" };
      const ListIsland = island("test-list", List);
      document.body.innerHTML = `<main>${renderToString(<ListIsland label="liste" />)}</main>`;
    });
    afterEach(() => {
      delete parts["test-badge"];
      delete parts["test-list"];
    });

    it("starts by itself, then lets go as the one it is in starts, which renders it from then on, over the server's HTML", async () => {
      const error = jest.spyOn(console, "error");
      const { opened } = startIslands(window);
      await opened;
      await waitFor(() => expect(document.querySelector(".merke")).toHaveTextContent("merke (live)"));
      const button = screen.getByRole("button", { name: "liste: 0" });
      await userEvent.click(button);
      // The press is held until the list has started.
      expect(button).toHaveTextContent("liste: 0");
      releaseOuter();
      await waitFor(() => expect(button).toHaveTextContent("liste: 1"));
      // The list's own render of the badge: one badge, live, and React found what it expected.
      expect(document.querySelectorAll(".merke")).toHaveLength(1);
      await waitFor(() => expect(document.querySelector(".merke")).toHaveTextContent("merke (live)"));
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
    });

    it("drawn without React, draws by itself, then stops and gives the server's HTML back as the one it is in starts", async () => {
      const error = jest.spyOn(console, "error");
      const stop = jest.fn();
      const draw: DrawPart = (element, props) => {
        element.querySelector(".merke")!.textContent = `${String(props.label)} (tegnet)`;
        return stop;
      };
      (parts as Record<string, IslandPart>)["test-badge"] = { draw: async () => draw, when: () => "now" };
      await startIslands(window).opened;
      expect(document.querySelector(".merke")).toHaveTextContent("merke (tegnet)");
      await userEvent.click(screen.getByRole("button", { name: "liste: 0" }));
      releaseOuter();
      await waitFor(() => expect(screen.getByRole("button")).toHaveTextContent("liste: 1"));
      expect(stop).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(document.querySelector(".merke")).toHaveTextContent("merke (live)"));
      expect(document.querySelectorAll(".merke")).toHaveLength(1);
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
    });

    it("drawn without React, needs no stylesheet; the first React island applies the whole one and waits for it", async () => {
      document.head.innerHTML = '<style data-whole="/styles.abc.css">.liste{gap:0}</style>';
      const stylesheets = () => document.head.querySelectorAll('link[rel="stylesheet"][href="/styles.abc.css"]');
      (parts as Record<string, IslandPart>)["test-badge"] = {
        draw: async () => (element) => {
          element.querySelector(".merke")!.textContent = "tegnet";
          return () => undefined;
        },
        when: () => "now",
      };
      await startIslands(window).opened;
      expect(document.querySelector(".merke")).toHaveTextContent("tegnet");
      expect(stylesheets()).toHaveLength(0);
      await userEvent.click(screen.getByRole("button", { name: "liste: 0" }));
      releaseOuter();
      await waitFor(() => expect(stylesheets()).toHaveLength(1));
      await settle();
      // Its code is there, the stylesheet not yet: the list waits, its press held.
      expect(screen.getByRole("button")).toHaveTextContent("liste: 0");
      stylesheets()[0].dispatchEvent(new Event("load"));
      await waitFor(() => expect(screen.getByRole("button")).toHaveTextContent("liste: 1"));
      document.head.innerHTML = "";
      forgetWholeStylesheet();
    });

    it("drawn without React, stops as Gatsby's runtime takes the page over", async () => {
      const stop = jest.fn();
      (parts as Record<string, IslandPart>)["test-badge"] = { draw: async () => () => stop, when: () => "now" };
      parts["test-list"].when = () => "never";
      const { opened } = startIslands(window);
      await opened;
      expect(document.querySelector('[data-island="test-badge"]')).toHaveAttribute("data-island-started");
      window.dispatchEvent(new Event(RUNTIME_TAKES_OVER_EVENT));
      expect(stop).toHaveBeenCalledTimes(1);
    });

    it("does not start once the one it is in has begun to start", async () => {
      parts["test-badge"].when = () => "touch";
      const badgeLoads = jest.fn(() => Promise.resolve(Badge as never));
      parts["test-badge"].load = badgeLoads;
      startIslands(window);
      await settle();
      window.dispatchEvent(new Event("scroll"));
      releaseOuter();
      await waitFor(() => expect(document.querySelector(".merke")).toHaveTextContent("merke (live)"));
      expect(badgeLoads).not.toHaveBeenCalled();
    });
  });

  it("starts, if it has not yet, at the moment its part names (its HTML goes out of date), its code fetched ahead when that is soon", async () => {
    const started = jest.fn();
    function Marked(props: { label: string }) {
      React.useEffect(() => started(), []);
      return <Counter {...props} />;
    }
    parts["test-counter"] = {
      load: () => {
        loads += 1;
        return Promise.resolve(Marked as never);
      },
      when: () => "touch",
      startAt: () => Date.now() + 200,
    };
    serverPage("vent");
    startIslands(window);
    await settle();
    expect(loads).toBe(1);
    expect(started).not.toHaveBeenCalled();
    await waitFor(() => expect(started).toHaveBeenCalled());
  });

  it("starts an island that would never start at the moment its part names (a notice still to come)", async () => {
    parts["test-counter"].startAt = () => Date.now() + 100;
    serverPage("aldri");
    startIslands(window);
    await settle();
    releaseCode();
    await waitFor(() => expect(screen.getByRole("button")).toHaveTextContent("aldri: 0"));
    expect(loads).toBe(1);
    await userEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(screen.getByRole("button")).toHaveTextContent("aldri: 1"));
  });

  it("fetches nothing ahead for a moment further off", async () => {
    parts["test-counter"].startAt = () => Date.now() + 60 * 60 * 1000;
    serverPage("vent");
    startIslands(window);
    await settle();
    expect(loads).toBe(0);
  });

  describe("a choice made in a form before its island has started", () => {
    /** A form whose choices its state says back. */
    function Choices() {
      const [category, setCategory] = useState("");
      // Like the programme's: its first effect sets its state anew (from the address), which draws the select again.
      const [, setRead] = useState({});
      React.useEffect(() => setRead({}), []);
      const [boxes, setBoxes] = useState<string[]>([]);
      const toggle = (key: string) => setBoxes((b) => (b.includes(key) ? b.filter((k) => k !== key) : [...b, key]));
      return (
        <form>
          <select aria-label="Kategori" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Alle</option>
            <option value="Konsert">Konsert</option>
          </select>
          {["tekstet", "teleslynge"].map((key) => (
            <label key={key}>
              <input type="checkbox" checked={boxes.includes(key)} onChange={() => toggle(key)} />
              {key}
            </label>
          ))}
          <output>{`${category || "alle"}; ${boxes.join(",") || "ingen"}`}</output>
        </form>
      );
    }
    beforeEach(() => {
      const arrived = new Promise<void>((resolve) => (releaseCode = resolve));
      parts["test-choices"] = { load: () => arrived.then(() => Choices as never), when: () => "never" };
      const ChoicesIsland = island("test-choices", Choices);
      document.body.innerHTML = `<main>${renderToString(<ChoicesIsland />)}</main>`;
    });
    afterEach(() => delete parts["test-choices"]);

    it("stays as the visitor made it, starts the island, and is heard once it has, in order", async () => {
      startIslands(window);
      const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Kategori" });
      select.value = "Konsert";
      select.dispatchEvent(new Event("change", { bubbles: true }));
      screen.getByRole("checkbox", { name: "tekstet" }).click();
      screen.getByRole("checkbox", { name: "teleslynge" }).click();
      screen.getByRole("checkbox", { name: "tekstet" }).click();
      expect(screen.getByRole("checkbox", { name: "teleslynge" })).toBeChecked();
      expect(screen.getByRole("status")).toHaveTextContent("alle; ingen");
      releaseCode();
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Konsert; teleslynge"));
      expect(select.value).toBe("Konsert");
      expect(screen.getByRole("checkbox", { name: "tekstet" })).not.toBeChecked();
      expect(screen.getByRole("checkbox", { name: "teleslynge" })).toBeChecked();
    });

    it("asks for code that cannot come once per choice, never by the change it makes again", async () => {
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
      let attempts = 0;
      parts["test-choices"].load = () => {
        attempts += 1;
        return Promise.reject(chunkLoadError());
      };
      startIslands(window);
      const box = screen.getByRole("checkbox", { name: "tekstet" });
      for (const choice of [1, 2]) {
        box.click();
        for (let i = 0; i < 4; i++) await settle();
        expect(attempts).toBe(choice);
      }
      // Each choice stays as the visitor made it: ticked, then unticked again.
      expect(box).not.toBeChecked();
      error.mockRestore();
    });
  });
});
