import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProgrammeBrowser } from "./ProgrammeBrowser";
import { programmePart } from "./programme-part";
import { makeListing } from "./listing";
import { forgetProgrammeIndex } from "./programme-loader";
import type { ProgrammeItem } from "./programme-item";
import { mockSite } from "../../test-utils/site";
import { pinDate } from "../../test-utils/clock";
import { serveProgramme } from "./serve-programme.testing";

const production = (n: number): ProgrammeItem => ({
  id: `p${n}`,
  title: `Forestilling nummer ${n}`,
  path: `/forestilling-${n}`,
  objectClass: "culture",
  category: n % 3 === 0 ? "Foredrag" : "Konsert",
  summary: "",
  image: { url: "/images/x.svg", alt: `Bilde ${n}`, focalPointQuery: "fp-x=0.5&fp-y=0.5" },
  events: [{ id: `ev-${n}`, start: new Date(Date.UTC(2027, 0, 1 + n, 18)).toISOString(), hall: "Bojersalen" }],
});
const PAGE_SIZE = 4;
const programme = Array.from({ length: 10 }, (_, n) => production(n));
const data = { blockId: "blokk", headingLevel: "h2", partner: 118, basePath: "/kulturprogram", page: 2, staleFrom: null };

let requested: string[];
beforeEach(() => {
  pinDate(Date.parse("2026-12-01T12:00:00+01:00"));
  mockSite();
  forgetProgrammeIndex();
  window.history.replaceState(null, "", "/kulturprogram/side/2");
  requested = serveProgramme(programme, PAGE_SIZE);
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = "";
});

describe("the programme's part on a page built of islands", () => {
  it("fetches its listing page's data, and hydrates over the HTML the build made of it", async () => {
    const listing = { ...makeListing(programme, 2, PAGE_SIZE), basePath: "/kulturprogram" };
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ProgrammeBrowser listing={listing} blockId="blokk" headingLevel="h2" partner={118} />);
    document.body.append(container);
    const error = jest.spyOn(console, "error");
    const Part = await programmePart(data);
    expect(requested).toEqual(["/page-data/kulturprogram/side/2/page-data.json"]);
    const card = screen.getByRole("link", { name: "Forestilling nummer 4" });
    await act(async () => {
      hydrateRoot(container, <Part />);
    });
    // React took the build's HTML over as it was: the same elements, and nothing it did not expect.
    expect(screen.getByRole("link", { name: "Forestilling nummer 4" })).toBe(card);
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("link", { name: "Vis flere arrangementer" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Forestilling nummer 8" })).toBeInTheDocument());
    error.mockRestore();
  });

  it("refuses props that name no listing page, and fetches nothing", async () => {
    await expect(programmePart({ ...data, page: "2" })).rejects.toThrow(
      "the programme's island carries no listing page it can load",
    );
    await expect(programmePart({ blockId: "blokk" })).rejects.toThrow();
    expect(requested).toEqual([]);
  });
});
