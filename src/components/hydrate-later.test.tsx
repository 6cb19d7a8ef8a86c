import React, { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { hydrateLater } from "./hydrate-later";

function Thanks({ name }: { name: string }) {
  const [thanked, setThanked] = useState(false);
  return (
    <button type="button" onClick={() => setThanked(true)}>
      {thanked ? `Takk, ${name}` : `Hei, ${name}`}
    </button>
  );
}

// What React says when hydration fails and it drops the server HTML.
const hydrationErrors = (errors: jest.SpyInstance) =>
  errors.mock.calls.map((call) => String(call[0])).filter((message) => /hydrat|did not match|Suspense boundary/i.test(message));

/** The page as the server wrote it (the part's code at hand), then hydrated as the browser build does (code loaded later). */
async function serverThenBrowser() {
  const ServerPart = hydrateLater("Thanks", () => Promise.resolve(Thanks), Thanks);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ServerPart name="Kari" />);
  document.body.append(container);
  const html = container.innerHTML;
  const button = container.querySelector("button") as HTMLButtonElement;
  const load = jest.fn(() => Promise.resolve(Thanks));
  const BrowserPart = hydrateLater("Thanks", load, null);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <BrowserPart name="Kari" />);
  });
  return { container, html, button, load, errors };
}

describe("a part that hydrates later", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    jest.restoreAllMocks();
  });

  it("keeps the server HTML, untouched, and loads no code while the visitor does nothing", async () => {
    const { container, html, button, load, errors } = await serverThenBrowser();
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector("button")).toBe(button);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  it("loads its code at the first interaction and hydrates the same elements, which then answer", async () => {
    const { container, button, load, errors } = await serverThenBrowser();
    await act(async () => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toBe(button);
    await act(async () => {
      button.click();
    });
    expect(button).toHaveTextContent("Takk, Kari");
    expect(hydrationErrors(errors)).toEqual([]);
  });
});
