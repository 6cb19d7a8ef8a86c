import React, { useEffect } from "react";
import { renderToString } from "react-dom/server";
import { hydrateInSlices } from "./hydrate-in-slices";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A part of the frame that takes a while to render, noting how often the test's timer had run by then. */
let ticks = 0;
const seen = new Set<number>();
function Slow({ n }: { n: number }) {
  const until = performance.now() + 0.2;
  while (performance.now() < until);
  seen.add(ticks);
  return <li>{`Rad ${n}`}</li>;
}

let hydrated: () => void = () => undefined;
function Done() {
  useEffect(() => hydrated(), []);
  return null;
}

const frame = (
  <div id="gatsby-focus-wrapper">
    <ul>
      {Array.from({ length: 500 }, (_, n) => (
        <Slow key={n} n={n} />
      ))}
    </ul>
    <Done />
  </div>
);

describe("the page's frame, hydrated in slices", () => {
  // Without act(), as in the browser: act() renders everything at once, whatever the priority.
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = "";
  });

  it("keeps the server's elements and lets the browser run other tasks between the slices", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(frame);
    document.body.append(container);
    const firstRow = container.querySelector("li");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    seen.clear();
    const done = new Promise<void>((resolve) => (hydrated = resolve));
    // A timer that runs whenever the browser gets a turn, as its input and painting would.
    let ticking = true;
    const tick = () => {
      ticks += 1;
      if (ticking) setTimeout(tick, 0);
    };
    tick();

    hydrateInSlices(frame, container);
    await done;
    ticking = false;

    // The rows rendered between different turns of the timer: the work was not one task.
    expect(seen.size).toBeGreaterThan(3);
    expect(container.querySelector("li")).toBe(firstRow);
    expect(container.querySelectorAll("li")).toHaveLength(500);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("renders a page the server left empty, and an element of its own beside a hydrated page, without complaint", async () => {
    // The page in the document has server markup; the container given is empty (as `gatsby develop`
    // renders its loading indicator): it is the container that counts.
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><p>Siden</p></div>';
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const markup of ['<div id="gatsby-focus-wrapper"></div>', ""]) {
        const container = document.createElement("div");
        container.innerHTML = markup;
        document.body.append(container);
        const done = new Promise<void>((resolve) => (hydrated = resolve));
        const unmount = hydrateInSlices(frame, container);
        await done;
        expect(container.querySelectorAll("li")).toHaveLength(500);
        unmount();
        expect(container.querySelectorAll("li")).toHaveLength(0);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe("on a page built of islands, when Gatsby's runtime starts late", () => {
  // Without act(), as in the browser: the render must be done when the call returns.
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    document.documentElement.removeAttribute("data-islands");
  });

  it("has each island let go first, then renders the page anew in the same task", () => {
    document.documentElement.setAttribute("data-islands", "");
    const container = document.createElement("div");
    container.innerHTML = '<div id="gatsby-focus-wrapper"><div class="island"><button>Meny</button></div></div>';
    const order: string[] = [];
    const letGo = () => order.push(`islands let go, the old markup ${container.textContent}`);
    window.addEventListener("kulturhus:runtime-takes-over", letGo, { once: true });
    const unmount = hydrateInSlices(
      <div id="gatsby-focus-wrapper">
        <p>Siden på nytt</p>
      </div>,
      container,
    );
    order.push(`rendered: ${container.innerHTML}`);
    expect(order).toEqual([
      "islands let go, the old markup Meny",
      'rendered: <div id="gatsby-focus-wrapper"><p>Siden på nytt</p></div>',
    ]);
    unmount();
  });
});
