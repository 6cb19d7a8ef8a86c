import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const gtmScripts = () => Array.from(document.querySelectorAll("script")).filter((s) => s.src.includes("googletagmanager.com"));

afterEach(() => {
  delete process.env.GATSBY_GTM_ID;
  window.localStorage.clear();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  jest.resetModules();
});

describe("analytics consent", () => {
  it("without GATSBY_GTM_ID shows no settings button at all", () => {
    const { ConsentSettingsButton } =
      require("../../components/ConsentSettingsButton") as typeof import("../../components/ConsentSettingsButton");
    const { container } = render(<ConsentSettingsButton />);
    expect(container).toBeEmptyDOMElement();
  });

  it("asks a visitor who has not answered, loads Tag Manager only after Godta and remembers it", async () => {
    process.env.GATSBY_GTM_ID = "GTM-TEST123";
    const { startConsent } = require(".") as typeof import(".");
    startConsent("GTM-TEST123");
    const yes = await screen.findByRole("button", { name: "Godta" });
    expect(screen.getByRole("button", { name: "Avslå" })).toBeInTheDocument();
    expect(gtmScripts()).toHaveLength(0);
    await userEvent.click(yes);
    expect(gtmScripts().map((s) => s.src)).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"]);
    // gatsby-plugin-offline fetches the head's scripts again when its worker takes over.
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem("rk-samtykke-statistikk") ?? "{}").analytics).toBe("granted");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("draws the notice without React: a first visit to a page of islands loads none for it", async () => {
    jest.doMock("react", () => {
      throw new Error("react loaded");
    });
    jest.doMock("react-dom/client", () => {
      throw new Error("react-dom/client loaded");
    });
    try {
      const { startConsent } = require(".") as typeof import(".");
      startConsent("GTM-TEST123");
      expect(await screen.findByRole("button", { name: "Godta" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Les mer om informasjonskapsler" })).toHaveAttribute(
        "href",
        "/article/info-om-cookies",
      );
    } finally {
      jest.dontMock("react");
      jest.dontMock("react-dom/client");
    }
  });

  it("loads nothing and asks nothing after Avslå", async () => {
    window.localStorage.setItem("rk-samtykke-statistikk", JSON.stringify({ analytics: "denied", at: 1 }));
    const { startConsent } = require(".") as typeof import(".");
    startConsent("GTM-TEST123");
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("button", { name: "Godta" })).not.toBeInTheDocument();
    expect(gtmScripts()).toHaveLength(0);
  });

  it("the settings button reopens the notice with the answer given", async () => {
    process.env.GATSBY_GTM_ID = "GTM-TEST123";
    window.localStorage.setItem("rk-samtykke-statistikk", JSON.stringify({ analytics: "denied", at: 1 }));
    const { ConsentSettingsButton } =
      require("../../components/ConsentSettingsButton") as typeof import("../../components/ConsentSettingsButton");
    const { CONSENT_SETTINGS_EVENT } = require("../../consent/consent-choice") as typeof import("../../consent/consent-choice");
    const { openConsentSettings } = require(".") as typeof import(".");
    window.addEventListener(CONSENT_SETTINGS_EVENT, () => openConsentSettings("GTM-TEST123"));
    render(<ConsentSettingsButton />);
    await userEvent.click(screen.getByRole("button", { name: "Innstillinger for informasjonskapsler" }));
    await waitFor(() => expect(screen.getByText("Ditt svar nå: Avslått.")).toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Informasjonskapsler for statistikk" })).toHaveFocus();
  });
});
