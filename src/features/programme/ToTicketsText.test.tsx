import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { ToTicketsText } from "./ToTicketsText";
import { showAsOf } from "../../time/shown-as-of";

const STARTS = ["2027-01-03T19:00:00+01:00", "2027-01-01T19:00:00+01:00", "2027-01-02T19:00:00+01:00"];

/** The link as the build writes it, as of `iso`: what a visitor sees of it. */
function shownAt(iso: string) {
  document.body.innerHTML = `<a href="#billetter">${renderToStaticMarkup(<ToTicketsText starts={STARTS} now={null} />)}</a>`;
  showAsOf(document.body, Date.parse(iso));
  return visibleText(screen.getByRole("link"));
}

function visibleText(element: Element): string {
  return [...element.childNodes]
    .map((node) =>
      node.nodeType === Node.TEXT_NODE ? node.textContent : (node as HTMLElement).hidden ? "" : visibleText(node as Element),
    )
    .join("");
}

describe("the words of the link to a production's tickets", () => {
  it("in the built page, count the dates still to come as each one starts", () => {
    expect(shownAt("2026-12-31T12:00:00+01:00")).toBe("Se 3 datoer og kjøp billett");
    expect(shownAt("2027-01-01T19:00:00+01:00")).toBe("Se 2 datoer og kjøp billett");
    expect(shownAt("2027-01-02T20:00:00+01:00")).toBe("Se dato og kjøp billett");
  });

  it("rendered in the browser, count the dates it is given, once", () => {
    const { container, rerender } = render(
      <ToTicketsText starts={STARTS.slice(1)} now={Date.parse("2027-01-01T12:00:00+01:00")} />,
    );
    expect(container.innerHTML).toBe("Se 2 datoer og kjøp billett");
    rerender(<ToTicketsText starts={STARTS.slice(0, 1)} now={0} />);
    expect(container.innerHTML).toBe("Se dato og kjøp billett");
  });
});
