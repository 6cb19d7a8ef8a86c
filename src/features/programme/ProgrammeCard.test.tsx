import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ProgrammeCard } from "./ProgrammeCard";
import { programmeItem } from "../../test-utils/programme-item";
import type { ProductionEvent } from "../../../content-model";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ siteDefinition: { partners: [118, 178] } });
});

/** A film with four dates, each with the status given (undefined: on sale as usual). */
const film = (statuses: ProductionEvent["status"][]) => {
  const item = programmeItem("reven", [
    "2026-12-05T11:00:00Z",
    "2026-12-06T13:00:00Z",
    "2027-01-02T11:00:00Z",
    "2027-01-03T13:00:00Z",
  ]);
  return { ...item, events: item.events.map((event, i) => ({ ...event, status: statuses[i] })) };
};

describe("ProgrammeCard's count of dates to come", () => {
  it("counts every date after the next", () => {
    render(<ProgrammeCard item={film([undefined, undefined, undefined, undefined])} />);
    expect(screen.getByText("3 datoer til")).toBeInTheDocument();
  });

  it("leaves a cancelled date out, and a sold-out one in", () => {
    render(<ProgrammeCard item={film([undefined, "soldOut", undefined, "cancelled"])} />);
    expect(screen.getByText("2 datoer til")).toBeInTheDocument();
  });

  it("says nothing of more dates when every later one is cancelled, and marks the next one's status", () => {
    const { container } = render(<ProgrammeCard item={film(["soldOut", "cancelled", "cancelled", "cancelled"])} />);
    expect(container.querySelector(".card__meta")).not.toHaveTextContent(/dato/);
    expect(container.querySelector(".programme-card__when")).toHaveTextContent(/· Utsolgt$/);
  });
});
