import React from "react";
import { render, screen, within } from "@testing-library/react";
import { ACCESS_FEATURES } from "../../access-features/access-features";
import { AccessIconSprite, AccessList } from ".";

describe("access features with icons and words", () => {
  it("names every feature in words, each with an icon drawn in the page's sprite", () => {
    const all = ACCESS_FEATURES.map((f) => f.key);
    render(
      <>
        <AccessList features={all} size={24} />
        <AccessIconSprite />
      </>,
    );
    const items = within(screen.getByRole("list", { name: "Tilgjengelighet" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(ACCESS_FEATURES.map((f) => f.label));
    for (const li of items) {
      const icon = li.querySelector("svg")!;
      expect(icon).toHaveAttribute("aria-hidden", "true");
      expect(icon).toHaveAttribute("width", "24");
      const target = document.getElementById(icon.querySelector("use")!.getAttribute("href")!.slice(1));
      expect(target?.tagName.toLowerCase()).toBe("symbol");
      expect(target?.querySelector("path")?.getAttribute("d")).toMatch(/^M/);
    }
  });

  it("shows nothing where a date has no access features", () => {
    const { container } = render(<AccessList features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
