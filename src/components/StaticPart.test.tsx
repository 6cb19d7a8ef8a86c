import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { HydrateWhenIdle } from "../layout/HydrateWhenIdle";
import { resetMainPicture } from "../pictures/main-picture";
import { StaticPart } from "./StaticPart";

/** Counts its renders: React walking the part would render it. */
const renders = jest.fn();
function Card({ title }: { title: string }) {
  renders(title);
  return (
    <article>
      <h2>
        <a href="/kantine">{title}</a>
      </h2>
      <a href="/kalender/kantine.ics">Kalender</a>
      <a href="https://example.com/billetter">Billetter</a>
      <a href="#mer">Mer</a>
      <span className="img-frame">
        <span className="img-frame__waiting" role="img" aria-label="Salen" />
        <noscript>
          <picture>
            <img src="/bilder/sal.jpg" alt="Salen" loading="lazy" />
          </picture>
        </noscript>
      </span>
    </article>
  );
}

const page = (title: string) => (
  <HydrateWhenIdle>
    <main>
      <StaticPart>
        <Card title={title} />
      </StaticPart>
    </main>
  </HydrateWhenIdle>
);

/** The server's page in the document, then hydrated with `element`. */
async function hydrated(server: React.ReactElement, element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(server);
  document.body.append(container);
  renders.mockClear();
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

/** Clicks `link` as a visitor would; answers whether anything took the click from the browser. */
function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  // After the page's own handlers: records their answer, and keeps jsdom from following the link.
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", after);
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener("click", after);
  return taken;
}

describe("a part the browser keeps as the server wrote it", () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = "";
    resetMainPicture();
    jest.mocked(navigate).mockClear();
    jest.mocked(prefetchPathname).mockClear();
  });

  it("is hydrated without rendering what is inside, and keeps the server's elements", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page("Kantina"));
    document.body.append(container);
    const serverHeading = container.querySelector("h2");
    renders.mockClear();
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page("Kantina"), { onRecoverableError: recoverable });
    });
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector("h2")).toBe(serverHeading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  it("keeps the server's content also when the browser would draw it otherwise", async () => {
    // A part the browser would draw differently (here: another title) is still the server's.
    const { container } = await hydrated(page("Kantina"), page("Noe annet"));
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector("h2")!.textContent).toBe("Kantina");
  });

  it("opens a link inside the site in the app, and fetches its page ahead on pointer or focus", async () => {
    const { container } = await hydrated(page("Kantina"), page("Kantina"));
    const link = screen.getByRole("link", { name: "Kantina" });
    fireEvent.mouseOver(link);
    expect(prefetchPathname).toHaveBeenCalledWith("/kantine");
    expect(click(link)).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/kantine");
    expect(container.querySelector("h2")).not.toBeNull();
  });

  it.each([
    ["a file", "Kalender", {}],
    ["another site", "Billetter", {}],
    ["the page's own fragment", "Mer", {}],
    ["a new tab (Ctrl)", "Kantina", { ctrlKey: true }],
    ["a new window (Shift)", "Kantina", { shiftKey: true }],
    ["the middle button", "Kantina", { button: 1 }],
  ])("leaves a link to %s to the browser", async (_, name, init) => {
    await hydrated(page("Kantina"), page("Kantina"));
    expect(click(screen.getByRole("link", { name }), init)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps a picture waiting while the page's main picture is not shown yet", async () => {
    const main = document.createElement("img");
    main.setAttribute("fetchpriority", "high");
    Object.defineProperty(main, "complete", { value: false });
    document.body.append(main);
    const { container } = await hydrated(page("Kantina"), page("Kantina"));
    expect(container.querySelector(".img-frame__waiting")).not.toBeNull();
    expect(container.querySelector(".img-frame > picture")).toBeNull();
  });

  it("gives a waiting picture its files once the page's main picture is shown (a page without one: at once)", async () => {
    const { container } = await hydrated(page("Kantina"), page("Kantina"));
    // No main picture in this page: the others may load as soon as the part has hydrated.
    await act(async () => undefined);
    expect(container.querySelector(".img-frame__waiting")).toBeNull();
    const img = container.querySelector(".img-frame > picture > img");
    expect(img?.getAttribute("src")).toBe("/bilder/sal.jpg");
    expect(img?.getAttribute("alt")).toBe("Salen");
    // The picture for a visitor without script stays, as Image draws it.
    expect(container.querySelector(".img-frame > noscript")).not.toBeNull();
  });

  it("is drawn as usual when the page is already hydrated (a page reached by a link inside the site)", () => {
    document.documentElement.dataset.hydrated = "true";
    render(
      <StaticPart>
        <Card title="Bojersalen" />
      </StaticPart>,
    );
    expect(renders).toHaveBeenCalledWith("Bojersalen");
    expect(screen.getByRole("heading", { name: "Bojersalen" })).toBeTruthy();
  });
});
