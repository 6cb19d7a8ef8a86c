import fs from "fs";
import path from "path";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { Header, headerContent } from "./Header";
import { mockSite, testHeader, testSite } from "../test-utils/site";

beforeEach(() => {
  mockSite();
  (navigate as jest.Mock).mockClear();
});

describe("Header", () => {
  it("lists the header menu in its configured order, gift card to the external shop", () => {
    render(<Header {...testHeader} />);
    const nav = screen.getByRole("navigation", { name: "Hovedmeny" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Program", "Billettinformasjon", "Gavekort", "Kontakt oss"]);
    expect(within(nav).getByRole("link", { name: "Gavekort" })).toHaveAttribute("href", expect.stringMatching(/^https:\/\//));
  });

  it("opens the menu with the hamburger and closes it with Escape, focus back on the button", async () => {
    const user = userEvent.setup();
    render(<Header {...testHeader} />);
    const toggle = screen.getByRole("button", { name: "Meny" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "hovedmeny");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Lukk meny" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Meny" })).toHaveFocus();
  });

  it("names the menu button in full whatever word it shows, the word being part of its name", async () => {
    const user = userEvent.setup();
    render(<Header {...testHeader} />);
    const toggle = screen.getByRole("button", { name: "Meny" });
    expect(toggle).toHaveTextContent(/^Meny$/);
    await user.click(toggle);
    // Open, it shows "Lukk", no wider than "Meny": the logo beside it does not shrink as the menu opens.
    expect(screen.getByRole("button", { name: "Lukk meny" })).toHaveTextContent(/^Lukk$/);
  });

  it("submits the search field to /search", async () => {
    const user = userEvent.setup();
    render(<Header {...testHeader} />);
    const [bar] = screen.getAllByRole("searchbox", { name: "Søk på nettstedet" });
    await user.type(bar, "Bøjersalen{Enter}");
    expect(navigate).toHaveBeenCalledWith("/search?q=B%C3%B8jersalen");
  });

  it("has the search in the menu too, opened at it by the search button (small screens)", async () => {
    const user = userEvent.setup();
    render(<Header {...testHeader} />);
    await user.click(screen.getByRole("button", { name: "Åpne søk" }));
    expect(screen.getByRole("button", { name: "Lukk meny" })).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Hovedmeny" });
    await user.type(within(nav).getByRole("searchbox", { name: "Søk på nettstedet" }), "jazz{Enter}");
    expect(navigate).toHaveBeenCalledWith("/search?q=jazz");
    expect(screen.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("the logo in the header", () => {
  const site = (drawnLogo: unknown) =>
    ({ theme: { ...testSite.siteDefinition.theme, drawnLogo } }) as unknown as Parameters<typeof headerContent>[0];
  const logo = () => screen.getByRole("img", { name: "Rissa kulturhus" });

  it("is the build's PNG files of an SVG logo, at every screen's density", () => {
    const srcSet = "/static/icons/logo-200x48-a.png 200w, /static/icons/logo-400x96-b.png 400w";
    const sizes = "(min-width: 720px) 208px, 168px";
    render(<Header {...headerContent(site({ src: "/static/icons/logo-200x48-a.png", srcSet, sizes }))} />);
    expect(logo()).toHaveAttribute("sizes", sizes);
    expect(logo()).toHaveAttribute("src", "/static/icons/logo-200x48-a.png");
    expect(logo()).toHaveAttribute("srcset", srcSet);
  });

  it("is the logo as named when the build drew none, or its answer is not files", () => {
    for (const drawn of [
      null,
      undefined,
      { src: 1, srcSet: "x", sizes: "1px" },
      { src: "/a.png", srcSet: "/a.png 200w" },
      "/static/icons/logo.png",
    ]) {
      const { unmount } = render(<Header {...headerContent(site(drawn))} />);
      expect(logo()).toHaveAttribute("src", "/logo.svg");
      expect(logo()).not.toHaveAttribute("srcset");
      unmount();
    }
  });
});

describe("the venue's logo file", () => {
  // An <img> of an SVG with <text> lays the text out in a document of its own on every page load.
  it("names the venue in its title and draws the name as outlines, with no text to lay out", () => {
    const svg = new DOMParser().parseFromString(
      fs.readFileSync(path.join(__dirname, "..", "..", "static", "logo.svg"), "utf8"),
      "image/svg+xml",
    );
    expect(svg.querySelector("parsererror")).toBeNull();
    expect(svg.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(svg.querySelector("title")?.textContent).toBe("Rissa kulturhus");
    expect(svg.querySelectorAll("text, tspan, textPath")).toHaveLength(0);
    expect(svg.querySelectorAll("path").length).toBeGreaterThan(1);
  });
});
