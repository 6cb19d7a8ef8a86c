import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../components/Header";
import { mockSite, testHeader } from "../../test-utils/site";
import { HuskButton } from "./HuskButton";
import { SavedLink } from "./SavedLink";
import { SAVED_KEY, type SavedEntry } from "./saved-store";

const entry: SavedEntry = {
  kind: "production",
  id: "p1",
  title: "Julekonsert",
  path: "/julekonsert",
  dates: [{ id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen" }],
};

beforeEach(() => {
  localStorage.clear();
  mockSite();
});

describe("the saved list's link in the header", () => {
  it("is not there until a visitor saves something, then leads to /husket with the count, and goes when the list is empty", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header {...testHeader} links={<SavedLink />} />
        <HuskButton entry={entry} label="Husk Julekonsert" />
      </>,
    );
    expect(screen.queryByRole("link", { name: /^Husket/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Husk Julekonsert" }));
    expect(screen.getByRole("link", { name: "Husket (1)" })).toHaveAttribute("href", "/husket");
    await user.click(screen.getByRole("button", { name: "Husk Julekonsert" }));
    expect(screen.queryByRole("link", { name: /^Husket/ })).not.toBeInTheDocument();
  });

  it("shows what an earlier visit saved, and follows another tab", () => {
    localStorage.setItem(SAVED_KEY, JSON.stringify([entry, { ...entry, id: "p2" }]));
    render(<SavedLink />);
    expect(screen.getByRole("link", { name: "Husket (2)" })).toBeInTheDocument();
    act(() => {
      localStorage.setItem(SAVED_KEY, "[]");
      window.dispatchEvent(new StorageEvent("storage", { key: SAVED_KEY }));
    });
    expect(screen.queryByRole("link", { name: /^Husket/ })).not.toBeInTheDocument();
  });
});
