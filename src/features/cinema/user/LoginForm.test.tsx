import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { navigate } from "gatsby";
import { storeWith } from "../store/test-utils";
import { LoginForm, safeNext } from "./LoginForm";

const profile = { userName: "Kari", email: "kari@example.no", token: "t" };

beforeEach(() => {
  localStorage.clear();
  (navigate as jest.Mock).mockClear();
});

describe("LoginForm", () => {
  it("says what is wrong before sending anything", async () => {
    const login = jest.fn();
    const user = userEvent.setup();
    render(
      <Provider store={storeWith({ login })}>
        <LoginForm />
      </Provider>,
    );
    await user.click(screen.getByRole("button", { name: "Logg inn" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Dette feltet er obligatorisk.",
      "Dette feltet er obligatorisk.",
    ]);
    expect(screen.getByLabelText("E-post")).toHaveFocus();
    await user.type(screen.getByLabelText("E-post"), "kari@");
    await user.click(screen.getByRole("button", { name: "Logg inn" }));
    expect(screen.getByText("Oppgi en gyldig epostadresse.")).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login fails", async () => {
    const user = userEvent.setup();
    const failure = Object.assign(new Error(), {
      isAxiosError: true,
      response: { status: 401, data: { Message: "Feil e-post eller passord." } },
    });
    render(
      <Provider store={storeWith({ login: () => Promise.reject(failure) })}>
        <LoginForm />
      </Provider>,
    );
    await user.type(screen.getByLabelText("E-post"), "kari@example.no");
    await user.type(screen.getByLabelText("Passord"), "feil");
    await user.click(screen.getByRole("button", { name: "Logg inn" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Feil e-post eller passord.");
  });

  it("returns to where the member came from after logging in", async () => {
    const user = userEvent.setup();
    render(
      <Provider store={storeWith({ login: async () => profile })}>
        <LoginForm next="/film-reven" />
      </Provider>,
    );
    await user.type(screen.getByLabelText("E-post"), "kari@example.no");
    await user.type(screen.getByLabelText("Passord"), "hemmelig");
    await user.click(screen.getByRole("button", { name: "Logg inn" }));
    await screen.findByRole("button", { name: "Logg inn" });
    expect(navigate).toHaveBeenCalledWith("/film-reven", { replace: true });
  });

  it("never follows a return address to another site", () => {
    expect(safeNext("//evil.example/x")).toBe("/min-side");
    expect(safeNext("/\\evil.example")).toBe("/min-side");
    expect(safeNext("/\t/evil.example")).toBe("/min-side");
    expect(safeNext("https://evil.example")).toBe("/min-side");
    expect(safeNext(undefined)).toBe("/min-side");
    expect(safeNext("/kulturprogram")).toBe("/kulturprogram");
  });

  it.each(["/.//evil.example/phish", "/..//evil.example/phish", "/%2e//evil.example/phish", "/min-side/..//evil.example"])(
    "never follows %j, which normalises to another host",
    (next) => {
      expect(safeNext(next, "https://rissakulturhus.no")).toBe("/min-side");
    },
  );

  it("after logging in with such a return address, goes to the member page", async () => {
    const user = userEvent.setup();
    render(
      <Provider store={storeWith({ login: async () => profile })}>
        <LoginForm next="/.//evil.example/phish" />
      </Provider>,
    );
    await user.type(screen.getByLabelText("E-post"), "kari@example.no");
    await user.type(screen.getByLabelText("Passord"), "hemmelig");
    await user.click(screen.getByRole("button", { name: "Logg inn" }));
    await screen.findByRole("button", { name: "Logg inn" });
    expect(navigate).toHaveBeenCalledWith("/min-side", { replace: true });
  });
});
