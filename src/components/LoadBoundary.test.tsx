import React, { Suspense, lazy } from "react";
import { render, screen } from "@testing-library/react";
import { LoadBoundary, PART_FAILED_MESSAGE } from "./LoadBoundary";

// What webpack rejects with when a chunk's script cannot be fetched.
const chunkLoadError = () =>
  Object.assign(new Error("Loading chunk 737 failed. (error: http://localhost/737-abc.js)"), { name: "ChunkLoadError" });

describe("a part of the page whose code does not arrive", () => {
  it("gives way to its fallback while the rest of the page stays", async () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const Member = lazy(() => Promise.reject(chunkLoadError()));
    render(
      <main>
        <h1>Min side</h1>
        <LoadBoundary fallback={<p>{PART_FAILED_MESSAGE}</p>}>
          <Suspense fallback={<p>Henter …</p>}>
            <Member />
          </Suspense>
        </LoadBoundary>
      </main>,
    );
    expect(await screen.findByText(PART_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Min side" })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it("shows its own content when the code arrives", async () => {
    const Member = lazy(() => Promise.resolve({ default: () => <p>Mine billetter</p> }));
    render(
      <LoadBoundary fallback={<p>{PART_FAILED_MESSAGE}</p>}>
        <Suspense fallback={<p>Henter …</p>}>
          <Member />
        </Suspense>
      </LoadBoundary>,
    );
    expect(await screen.findByText("Mine billetter")).toBeInTheDocument();
    expect(screen.queryByText(PART_FAILED_MESSAGE)).not.toBeInTheDocument();
  });
});
