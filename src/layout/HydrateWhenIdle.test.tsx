import React, { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "@testing-library/react";
import { HydrateWhenIdle } from "./HydrateWhenIdle";

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{`Trykket ${n} ganger`}</button>;
}

const page = (
  <HydrateWhenIdle>
    <main>
      <Counter />
    </main>
  </HydrateWhenIdle>
);

describe("a page hydrated at idle priority", () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = "";
  });

  it("is one Suspense boundary in the server markup, which React hydrates in a pass of its own", () => {
    expect(renderToString(page)).toBe("<!--$--><main><button>Trykket 0 ganger</button></main><!--/$-->");
  });

  it("keeps the server's elements, answers clicks, and marks <html data-hydrated> once done", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverButton = container.querySelector("button");
    const recoverable = jest.fn();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(document.documentElement.dataset.hydrated).toBe("true");
    expect(container.querySelector("button")).toBe(serverButton);
    await act(async () => serverButton!.click());
    expect(serverButton!.textContent).toBe("Trykket 1 ganger");
    expect(recoverable).not.toHaveBeenCalled();
  });
});
