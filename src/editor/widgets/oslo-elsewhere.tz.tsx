/**
 * The editor on a computer in New York, run by oslo-elsewhere.test.tsx in a jest of its own under
 * TZ=America/New_York (jest cannot change the time zone of the process it runs in). Not a test
 * file by its name, so the main run does not run it on this computer's time zone.
 */
import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import dayjs from "dayjs";
import { showDatesInOslo } from "./oslo-dayjs";
import { OsloDateTimeControl } from "./OsloDateTime";
import { parseNorwegian, toNorwegian } from "./oslo-time";

const control = (value: string, onChange = jest.fn()) => ({
  value,
  onChange,
  forID: "t",
  classNameWrapper: "",
  setActiveStyle: () => undefined,
  setInactiveStyle: () => undefined,
});

describe("dates on a computer in New York", () => {
  it("is really in New York here", () => {
    expect(new Date("2026-12-12T19:00:00+01:00").getHours()).toBe(13);
  });

  it("folds a date to Oslo's clock, as Decap's summary formats it", () => {
    expect(dayjs("2026-12-12T19:00:00+01:00").format("DD.MM.YYYY HH:mm")).toBe("12.12.2026 13:00");
    showDatesInOslo();
    expect(dayjs("2026-12-12T19:00:00+01:00").format("DD.MM.YYYY HH:mm")).toBe("12.12.2026 19:00");
    expect(dayjs("2027-06-05T19:00:00+02:00").format("DD.MM.YYYY HH:mm")).toBe("05.06.2027 19:00");
    // Past midnight in Oslo, still the evening before in New York.
    expect(dayjs("2027-01-01T00:30:00+01:00").format("DD.MM.YYYY HH:mm")).toBe("01.01.2027 00:30");
  });

  it("shows and takes a date in Oslo time, summer and winter", () => {
    const onChange = jest.fn();
    render(<OsloDateTimeControl {...control("2026-12-12T19:00:00+01:00", onChange)} />);
    const input = screen.getByRole("textbox");
    expect(input).toHaveValue("12.12.2026 19:00");
    fireEvent.change(input, { target: { value: "05.06.2027 19:00" } });
    expect(onChange).toHaveBeenLastCalledWith("2027-06-05T19:00:00+02:00");
    expect(parseNorwegian("29.03.2026 03:30")).toEqual({ ok: true, iso: "2026-03-29T03:30:00+02:00" });
    expect(toNorwegian("2026-10-25T02:30:00+01:00")).toBe("25.10.2026 02:30");
  });
});
