import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { prefetchPathname } from "gatsby";
import { HuskButton } from "./HuskButton";
import { SAVED_KEY, type SavedEntry } from "./saved-store";

const entry: SavedEntry = {
  kind: "date",
  id: "ev-1",
  title: "Julekonsert",
  path: "/julekonsert",
  dates: [{ id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen" }],
};

beforeEach(() => localStorage.clear());

describe("Husk", () => {
  it("is a toggle named for its event that keeps the event in the browser, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    render(
      <>
        <HuskButton entry={entry} label="Husk Julekonsert lørdag 12. desember kl. 18.00" />
        <HuskButton entry={entry} label="Husk Julekonsert (kortet)" />
      </>,
    );
    const button = screen.getByRole("button", { name: "Husk Julekonsert lørdag 12. desember kl. 18.00" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(SAVED_KEY)!)).toEqual([entry]);
    // The saved list's page is fetched ahead, so the worker keeps it for offline use.
    expect(prefetchPathname).toHaveBeenCalledWith("/husket");
    // The other button for the same event follows.
    expect(await screen.findByRole("button", { name: "Husk Julekonsert (kortet)", pressed: true })).toBeInTheDocument();
    button.focus();
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(SAVED_KEY)!)).toEqual([]);
  });

  it("shows as pressed what was saved before, whatever else storage holds", async () => {
    localStorage.setItem(SAVED_KEY, JSON.stringify([null, 7, { kind: "date", id: "ev-1" }]));
    render(<HuskButton entry={entry} label="Husk Julekonsert" />);
    expect(await screen.findByRole("button", { name: "Husk Julekonsert", pressed: true })).toBeInTheDocument();
  });

  it("does not break where storage is refused", async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    render(<HuskButton entry={entry} label="Husk Julekonsert" />);
    await user.click(screen.getByRole("button", { name: "Husk Julekonsert" }));
    expect(screen.getByRole("button", { name: "Husk Julekonsert" })).toHaveAttribute("aria-pressed", "false");
    setItem.mockRestore();
  });
});
