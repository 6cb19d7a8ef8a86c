import React from "react";
import { render, screen } from "@testing-library/react";
import { screenBlocks } from "./registries/screen";
import { Newsletter } from "./Newsletter";
import { mockSite } from "../test-utils/site";

beforeEach(() => mockSite());

const QR = '<svg viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>';
const props = (layout: string | undefined, qrSvg: string | null = QR) => ({
  id: "skjerm-nyhetsbrev",
  data: { heading: "Nyhetsbrev", text: "Få programmet først." },
  sourceData: {},
  dataIds: [],
  first: false,
  layout,
  qrSvg,
});

function expectQrStrip() {
  expect(screen.getByRole("region", { name: "Nyhetsbrev" })).toHaveClass("newsletter--screen");
  expect(screen.getByText("Skann koden med mobilen for å melde deg på.")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "QR-kode til påmelding for nyhetsbrevet" }).querySelector("svg")).not.toBeNull();
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
}

describe("the newsletter on a lobby screen", () => {
  it("is the QR strip in the screens' registry, whatever layout it is given: no sign-up form", () => {
    // The screens' template registers the strip itself, so the web sign-up's code never comes with a screen.
    const { rerender } = render(<screenBlocks.Newsletter {...props("screen")} />);
    expectQrStrip();
    rerender(<screenBlocks.Newsletter {...props(undefined)} />);
    expectQrStrip();
  });

  it("is the same strip where a page's own Newsletter is told it is on a screen (the editor's preview)", () => {
    render(<Newsletter {...props("screen")} />);
    expectQrStrip();
  });

  it("shows its words without a code when the build made none", () => {
    render(<screenBlocks.Newsletter {...props("screen", null)} />);
    expect(screen.getByRole("heading", { name: "Nyhetsbrev" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
