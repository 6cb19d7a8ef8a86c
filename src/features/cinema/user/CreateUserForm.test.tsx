import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../store/test-utils";
import { CreateUserForm } from "./CreateUserForm";

describe("CreateUserForm", () => {
  it("shows the password rule before the first try, as the field's description", () => {
    renderWithProviders(<CreateUserForm />);
    expect(screen.getByText("Minst 8 tegn.")).toBeVisible();
    expect(screen.getByLabelText("Passord")).toHaveAccessibleDescription("Minst 8 tegn.");
  });

  it("keeps the rule and adds the error after a too short password", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateUserForm />);
    await user.type(screen.getByLabelText("Passord"), "kort");
    await user.click(screen.getByRole("button", { name: "Opprett bruker" }));
    expect(screen.getByLabelText("Passord")).toHaveAccessibleDescription("Minst 8 tegn. Skriv minst 8 tegn.");
  });

  it("shows the server's refusal styled and announced as an error", async () => {
    const user = userEvent.setup();
    const taken = Object.assign(new Error(), {
      isAxiosError: true,
      response: { status: 409, data: { Message: "Det finnes allerede en bruker med denne e-postadressen." } },
    });
    renderWithProviders(<CreateUserForm />, { api: { createUser: () => Promise.reject(taken) } });
    await user.type(screen.getByLabelText("Brukernavn"), "Kari");
    await user.type(screen.getByLabelText("E-post"), "kari@example.no");
    await user.type(screen.getByLabelText("Passord"), "langtpassord");
    await user.click(screen.getByRole("button", { name: "Opprett bruker" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Det finnes allerede en bruker med denne e-postadressen.");
    expect(alert).toHaveClass("form-error");
  });
});
