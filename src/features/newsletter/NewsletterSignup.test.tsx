import React from "react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterSignup } from "./NewsletterSignup";
import { HONEYPOT_NAME } from "./NewsletterFields";

async function renderLoaded() {
  const user = userEvent.setup();
  render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
  await user.click(screen.getByLabelText(/E-post/));
  // Focus hands the form over to the validating version, focus kept.
  await waitFor(() => expect(document.querySelector("form")).toHaveAttribute("novalidate"));
  expect(screen.getByLabelText(/E-post/)).toHaveFocus();
  return { user, form: document.querySelector("form") as HTMLFormElement };
}

describe("newsletter sign-up", () => {
  it("posts to the mailing-list provider in a new window, with the provider's field names", () => {
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    const form = document.querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("target", "_blank");
    expect(form.getAttribute("action")).toMatch(/^https:\/\//);
    expect(screen.getByLabelText(/E-post/)).toHaveAttribute("name", "EMAIL");
    expect(screen.getByLabelText(/Navn/)).toHaveAttribute("name", "FNAME");
    expect(screen.getByLabelText(/Mobil/)).toHaveAttribute("name", "MMERGE2");
  });

  it("keeps the honeypot away from people and screen readers", () => {
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    const trap = document.querySelector(`[name="${HONEYPOT_NAME}"]`) as HTMLInputElement;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /stå tomt/ })).not.toBeInTheDocument();
  });

  it("requires an e-mail, announcing the message", async () => {
    const { form } = await renderLoaded();
    expect(fireEvent.submit(form)).toBe(false);
    expect(await screen.findByRole("alert")).toHaveTextContent("Dette feltet er obligatorisk.");
    expect(screen.getByLabelText(/E-post/)).toHaveAttribute("aria-invalid", "true");
  });

  it("requires a valid e-mail; name and mobile may be left empty", async () => {
    const { user, form } = await renderLoaded();
    await user.type(screen.getByLabelText(/E-post/), "ola@");
    expect(fireEvent.submit(form)).toBe(false);
    expect(await screen.findByRole("alert")).toHaveTextContent("Oppgi en gyldig epostadresse.");
    await user.clear(screen.getByLabelText(/E-post/));
    await user.type(screen.getByLabelText(/E-post/), "ola@example.no");
    expect(fireEvent.submit(form)).toBe(true);
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByText(/Fullfør påmeldingen i vinduet som åpnet seg/)).toBeInTheDocument();
  });

  it("keeps what was typed before the validating form took over", async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    fireEvent.change(screen.getByLabelText(/Navn/), { target: { value: "Kari" } });
    await user.click(screen.getByLabelText(/Mobil/));
    await waitFor(() => expect(document.querySelector("form")).toHaveAttribute("novalidate"));
    expect(screen.getByLabelText(/Navn/)).toHaveValue("Kari");
    expect(screen.getByLabelText(/Mobil/)).toHaveFocus();
  });

  it("sends nothing when a bot fills the honeypot", async () => {
    const { user, form } = await renderLoaded();
    await user.type(screen.getByLabelText(/E-post/), "bot@example.no");
    fireEvent.change(document.querySelector(`[name="${HONEYPOT_NAME}"]`) as HTMLInputElement, { target: { value: "spam" } });
    expect(fireEvent.submit(form)).toBe(false);
  });
});
