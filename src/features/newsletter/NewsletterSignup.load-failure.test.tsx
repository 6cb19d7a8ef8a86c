import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterSignup } from "./NewsletterSignup";

// The validating form's code cannot be fetched (offline, or a new build removed the old file).
jest.mock("./NewsletterForm", () => {
  throw Object.assign(new Error("Loading chunk 440 failed."), { name: "ChunkLoadError" });
});

describe("newsletter sign-up when the validating form cannot load", () => {
  it("keeps the plain form, with what the visitor typed and where they were, and it still posts to the provider", async () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    const email = screen.getByLabelText(/E-post/);
    await userEvent.type(email, "kari@example.no");
    await waitFor(() =>
      expect(quiet).toHaveBeenCalledWith(
        expect.stringContaining("could not be loaded"),
        expect.objectContaining({ name: "ChunkLoadError" }),
      ),
    );
    expect(screen.getByLabelText(/E-post/)).toBe(email);
    expect(email).toHaveValue("kari@example.no");
    expect(email).toHaveFocus();
    const form = document.querySelector("form") as HTMLFormElement;
    expect(form).not.toHaveAttribute("novalidate");
    expect(form).toHaveAttribute("action", expect.stringMatching(/^https:\/\//));
    expect(form).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("button", { name: "Meld meg på" })).toBeEnabled();
    quiet.mockRestore();
  });

  it("gives a submit pressed meanwhile back to the browser, which checks the form itself, as without script", async () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    const browserCheck = jest.fn();
    screen.getByLabelText(/E-post/).addEventListener("invalid", browserCheck);
    // Held for the validating form, whose code then fails: not lost, but checked by the browser.
    await act(() => screen.getByRole("button", { name: "Meld meg på" }).click());
    await waitFor(() => expect(browserCheck).toHaveBeenCalledTimes(1));
    expect(document.querySelector("form")).not.toHaveAttribute("novalidate");
    quiet.mockRestore();
  });
});
