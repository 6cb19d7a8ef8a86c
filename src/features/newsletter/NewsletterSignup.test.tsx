import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
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
    const opened = { opener: window as Window | null };
    const open = jest.spyOn(window, "open").mockReturnValue(opened as Window);
    expect(fireEvent.submit(form)).toBe(true);
    // Posted into the provider's window, opened by the page and cut off from it.
    expect(open).toHaveBeenCalledWith("", "nyhetsbrev-nb");
    expect(form).toHaveAttribute("target", "nyhetsbrev-nb");
    expect(opened.opener).toBeNull();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByRole("status")).toHaveTextContent(
      "Takk! Påmeldingen er sendt. Fullfør påmeldingen i vinduet som åpnet seg",
    );
    open.mockRestore();
  });

  it("says so when the browser blocks the provider's window, and offers this tab instead", async () => {
    const { user, form } = await renderLoaded();
    await user.type(screen.getByLabelText(/E-post/), "ola@example.no");
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    const submit = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    expect(fireEvent.submit(form)).toBe(false);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Nettleseren stoppet vinduet for påmeldingen, så ingenting er sendt ennå.",
    );
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "fullfør påmeldingen i denne fanen" }));
    expect(form).toHaveAttribute("target", "_self");
    expect(submit).toHaveBeenCalledTimes(1);
    open.mockRestore();
    submit.mockRestore();
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

describe("newsletter sign-up, pressed before the validating form is there", () => {
  // A press with no focus or pointer before it (as a quick visitor's, while the code still loads):
  // only the press itself can ask for the validating form.
  const pressAtOnce = () => act(() => screen.getByRole("button", { name: "Meld meg på" }).click());
  const browserCheck = jest.fn();
  beforeEach(() => {
    browserCheck.mockClear();
    document.addEventListener("invalid", browserCheck, true);
  });
  afterEach(() => document.removeEventListener("invalid", browserCheck, true));

  it("answers an empty form with the specification's message, not the browser's", async () => {
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    expect(document.querySelector("form")).not.toHaveAttribute("novalidate");
    await pressAtOnce();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Dette feltet er obligatorisk\.$/);
    expect(screen.getByLabelText(/E-post/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/E-post/)).toHaveFocus();
    expect(browserCheck).not.toHaveBeenCalled();
  });

  it("answers what was typed with the specification's message, keeping every letter", async () => {
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    fireEvent.change(screen.getByLabelText(/E-post/), { target: { value: "ikke-en-epost" } });
    fireEvent.change(screen.getByLabelText(/Navn/), { target: { value: "Kari" } });
    await pressAtOnce();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Oppgi en gyldig epostadresse\.$/);
    expect(screen.getByLabelText(/E-post/)).toHaveValue("ikke-en-epost");
    expect(screen.getByLabelText(/Navn/)).toHaveValue("Kari");
    expect(browserCheck).not.toHaveBeenCalled();
  });

  it("sends a valid sign-up to the provider's window once the validating form has it", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue({ opener: null } as Window);
    // jsdom cannot post a form; it says so where a browser would post it.
    const posted = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<NewsletterSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    fireEvent.change(screen.getByLabelText(/E-post/), { target: { value: "kari@example.no" } });
    // As a mouse press in Chromium: focus on the button, then the click.
    await act(() => {
      const button = screen.getByRole("button", { name: "Meld meg på" });
      button.focus();
      button.click();
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Takk! Påmeldingen er sendt.");
    expect(open).toHaveBeenCalledTimes(1);
    expect(document.querySelector("form")).toHaveAttribute("target", "nyhetsbrev-nb");
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining("requestSubmit") }));
    expect(screen.getByLabelText(/E-post/)).toHaveValue("kari@example.no");
    expect(screen.getByRole("button", { name: "Meld meg på" })).toHaveFocus();
    open.mockRestore();
    posted.mockRestore();
  });
});
