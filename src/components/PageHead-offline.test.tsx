import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { PageHead, noteNavigationInApp } from "./PageHead";

// The head code as a page without a connection finds it: its load fails until `refuse` is false.
let refuse = true;
let attempts = 0;
jest.mock("./head-tags", () => {
  attempts += 1;
  if (refuse) throw new Error("ChunkLoadError: Loading chunk page-head failed.");
  return jest.requireActual("./head-tags");
});

const page = (title: string) => (
  <main>
    <h1>{title}</h1>
    <PageHead>
      <title>{title}</title>
    </PageHead>
  </main>
);

it("shows a page reached by a link when the head code cannot be loaded, and the next page tries again", async () => {
  process.env.BUILD_STAGE = "build-javascript";
  document.title = "Kantine";
  noteNavigationInApp();
  const first = await act(async () => render(page("Forsiden")));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByRole("heading", { name: "Forsiden" })).toBeInTheDocument();
  expect(document.title).toBe("Kantine");
  // The same page drawn again does not ask again (offline, each try is a failed request).
  first.rerender(page("Forsiden"));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(attempts).toBe(1);
  first.unmount();

  refuse = false;
  noteNavigationInApp();
  await act(async () => render(page("Bøjersalen")));
  await waitFor(() => expect(document.title).toBe("Bøjersalen"));
  expect(screen.getByRole("heading", { name: "Bøjersalen" })).toBeInTheDocument();
  delete process.env.BUILD_STAGE;
});
