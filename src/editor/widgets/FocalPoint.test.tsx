import React from "react";
import { render, screen } from "@testing-library/react";
import { FocalPointControl } from "./FocalPoint";

const props = (required: boolean, value = "") => ({
  value,
  onChange: jest.fn(),
  forID: "fp",
  classNameWrapper: "",
  setActiveStyle: () => undefined,
  setInactiveStyle: () => undefined,
  field: { get: (key: string) => (key === "required" ? required : undefined) },
});

describe("the focal point's help and its rule", () => {
  it("asks for a point where the model needs one, and offers no way to do without", () => {
    render(<FocalPointControl {...props(true)} />);
    expect(screen.getByText(/Velg fokuspunktet: klikk der motivet er/)).toBeInTheDocument();
    expect(screen.queryByText(/Ingen fokuspunkt/)).toBeNull();
    render(<FocalPointControl {...props(true, "fp-x=0.2&fp-y=0.4")} />);
    expect(screen.queryByRole("button", { name: /Fjern fokuspunktet/ })).toBeNull();
  });

  it("says the middle is kept where the model lets it be left out", () => {
    render(<FocalPointControl {...props(false)} />);
    expect(screen.getByText(/Ingen fokuspunkt: beskjæringer holder midten/)).toBeInTheDocument();
    render(<FocalPointControl {...props(false, "fp-x=0.2&fp-y=0.4")} />);
    expect(screen.getByRole("button", { name: /Fjern fokuspunktet/ })).toBeInTheDocument();
  });
});
