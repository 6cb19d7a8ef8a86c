import React, { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { knownValueControl } from "./KnownValue";
import { knownValues, knownValuesLoader, sameAsKnown } from "./known-values";

const production = (category: string, halls: string[]) =>
  JSON.stringify({ fields: { category }, events: halls.map((hall) => ({ hall })) });
const FILES = [
  { file: "content/productions/a.json", text: production("Konsert", ["Smia", "Bojersalen"]) },
  { file: "content/productions/b.json", text: production("Film", ["Auditoriet", "Smia "]) },
  { file: "content/pages/kantine.json", text: JSON.stringify({ fields: { category: "Ikke en forestilling" } }) },
  { file: "content/productions/broken.json", text: "{" },
];

describe("halls and categories the content uses", () => {
  it("lists each once, in Norwegian order, from productions only", () => {
    expect(knownValues(FILES)).toEqual({ hall: ["Auditoriet", "Bojersalen", "Smia"], category: ["Film", "Konsert"] });
  });

  it("takes a new name that is a known one in other letters as the known one", () => {
    expect(sameAsKnown("  smia ", ["Bojersalen", "Smia"])).toBe("Smia");
    expect(sameAsKnown("Storsalen", ["Bojersalen", "Smia"])).toBeNull();
  });

  it("reads the files once for every field, and again when told", async () => {
    const read = jest.fn(async () => FILES);
    const loader = knownValuesLoader(read);
    await Promise.all([loader.get(), loader.get()]);
    expect(read).toHaveBeenCalledTimes(1);
    loader.forget();
    await loader.get();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe("the hall field", () => {
  const HallControl = knownValueControl("hall", async () => knownValues(FILES));
  function Form({ initial = "", onChange }: { initial?: string; onChange: (v: string) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="sal">Sal</label>
        <HallControl
          forID="sal"
          classNameWrapper=""
          value={value}
          setActiveStyle={() => undefined}
          setInactiveStyle={() => undefined}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      </>
    );
  }

  it("offers the known halls and a new one, and a typo cannot make a hall", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Form onChange={onChange} />);
    const field = screen.getByLabelText("Sal");
    await screen.findByRole("option", { name: "Smia" });
    expect(
      within(field)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Velg sal …", "Auditoriet", "Bojersalen", "Smia", "Ny sal …"]);
    await user.selectOptions(field, "Bojersalen");
    expect(onChange).toHaveBeenLastCalledWith("Bojersalen");
    // A new hall only on purpose: its name asked for, and "smia" is the Smia there is.
    await user.selectOptions(field, "Ny sal …");
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText("Navn på den nye salen"), "smia");
    await user.click(screen.getByRole("button", { name: "Legg til" }));
    expect(onChange).toHaveBeenLastCalledWith("Smia");
    await user.selectOptions(field, "Ny sal …");
    await user.type(screen.getByLabelText("Navn på den nye salen"), " Storsalen {Enter}");
    expect(onChange).toHaveBeenLastCalledWith("Storsalen");
    expect((field as HTMLSelectElement).value).toBe("Storsalen");
  });

  it("keeps a hall the list does not have, and lets the editor think again", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Form initial="Gamle salen" onChange={onChange} />);
    const field = screen.getByLabelText("Sal") as HTMLSelectElement;
    await screen.findByRole("option", { name: "Smia" });
    expect(field.value).toBe("Gamle salen");
    await user.selectOptions(field, "Ny sal …");
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(field.value).toBe("Gamle salen");
    expect(onChange).not.toHaveBeenCalled();
  });
});
