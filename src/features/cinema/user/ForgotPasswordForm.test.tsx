import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../store/test-utils";
import { ForgotPasswordForm } from "./ForgotPasswordForm";

const failure = (status: number | undefined, message?: string) =>
  Object.assign(new Error(), {
    isAxiosError: true,
    response: status === undefined ? undefined : { status, data: message ? { Message: message } : {} },
  });

async function ask(forgotPassword: () => Promise<void>, email = "kari@example.no") {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<ForgotPasswordForm />, { api: { forgotPassword } });
  await user.type(screen.getByLabelText("E-post"), email);
  await user.click(screen.getByRole("button", { name: "Send" }));
  return rendered;
}

describe("ForgotPasswordForm", () => {
  it("answers the same whether or not the address has an account, and the store keeps the error", async () => {
    const { container: known } = await ask(async () => undefined);
    const knownAnswer = (await screen.findByRole("status")).textContent;
    known.remove();
    document.body.innerHTML = "";

    const { store } = await ask(() => Promise.reject(failure(404, "Vi fant ingen bruker med denne e-postadressen.")));
    const unknownAnswer = (await screen.findByRole("status")).textContent;
    expect(unknownAnswer).toBe(knownAnswer);
    expect(unknownAnswer).toContain("Hvis det finnes en kinobruker med e-postadressen kari@example.no");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/Vi fant ingen bruker/)).not.toBeInTheDocument();
    expect(store.getState().user?.error).toEqual({ message: "Vi fant ingen bruker med denne e-postadressen.", status: 404 });
  });

  it("shows, as an error, a failure that says nothing about the address", async () => {
    await ask(() => Promise.reject(failure(undefined)));
    expect(await screen.findByRole("alert")).toHaveTextContent("Får ikke kontakt med kinosystemet");
    expect(screen.getByRole("alert")).toHaveClass("form-error");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("shows no error left by another form before anything is sent, and clears its own when it goes", async () => {
    const { store, unmount } = renderWithProviders(<ForgotPasswordForm />, {
      preloadedState: {
        user: {
          userProfile: null,
          loading: false,
          error: { message: "Feil e-post eller passord.", status: 401 },
          isEmailSent: false,
          status: "failed",
          renewal: { status: "idle", error: null },
        },
      },
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    unmount();
    expect(store.getState().user?.error).toBeNull();
  });
});
