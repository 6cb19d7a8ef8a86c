import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { LightSignup } from "./LightSignup";

// What the visitor does while the validating form renders (in a transition, in slices): run once,
// right after that form first read the light one, before React puts it in the light one's place.
let mockMeanwhile: (() => void) | null = null;
jest.mock("./NewsletterForm", () => {
  const ReactActual = jest.requireActual<typeof import("react")>("react");
  const Real = jest.requireActual<typeof import("./NewsletterForm")>("./NewsletterForm").default;
  return {
    __esModule: true,
    default: function ValidatingFormWithAVisitor(props: Parameters<typeof Real>[0]) {
      const takeOver = () => {
        const answer = props.takeOver();
        const visitor = mockMeanwhile;
        mockMeanwhile = null;
        visitor?.();
        return answer;
      };
      return ReactActual.createElement(Real, { ...props, takeOver });
    },
  };
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const typeInto = (input: HTMLInputElement, text: string) => {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
};
const validatingFormIn = () => waitFor(() => expect(document.querySelector("form")).toHaveAttribute("novalidate"));

afterEach(() => {
  mockMeanwhile = null;
});

describe("the validating newsletter form taking the light one's place", () => {
  it("keeps the letters typed while it rendered, with focus in the same field", async () => {
    render(<LightSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    act(() => field(/E-post/).focus());
    mockMeanwhile = () => typeInto(field(/E-post/), "kari@example.no");
    await validatingFormIn();
    expect(field(/E-post/)).toHaveValue("kari@example.no");
    expect(field(/E-post/)).toHaveFocus();
  });

  it("follows a visitor who moved on to the next field meanwhile", async () => {
    render(<LightSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    act(() => field(/E-post/).focus());
    mockMeanwhile = () => {
      typeInto(field(/E-post/), "kari@example.no");
      field(/Navn/).focus();
      typeInto(field(/Navn/), "Ka");
    };
    await validatingFormIn();
    expect(field(/E-post/)).toHaveValue("kari@example.no");
    expect(field(/Navn/)).toHaveValue("Ka");
    expect(field(/Navn/)).toHaveFocus();
  });

  it("puts focus where the visitor clicked meanwhile, when the form loaded as they came near it", async () => {
    render(<LightSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />);
    // Turned to, focus still elsewhere (as when the page is scrolled to the form).
    fireEvent.focusIn(field(/E-post/));
    mockMeanwhile = () => {
      field(/E-post/).focus();
      typeInto(field(/E-post/), "k");
    };
    await validatingFormIn();
    expect(field(/E-post/)).toHaveValue("k");
    expect(field(/E-post/)).toHaveFocus();
  });

  it("does not pull back a visitor who left the form meanwhile", async () => {
    render(
      <>
        <button type="button">Søk</button>
        <LightSignup id="nb" heading="Nyhetsbrev" text="Få programmet." />
      </>,
    );
    act(() => field(/E-post/).focus());
    mockMeanwhile = () => screen.getByRole("button", { name: "Søk" }).focus();
    await validatingFormIn();
    expect(screen.getByRole("button", { name: "Søk" })).toHaveFocus();
  });
});
