import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchPanel } from "./SearchPanel";
import { forgetSearchIndex } from "./load-index";
import { encodeSearchIndex } from "./search";

let mockSearch = "";
jest.mock("@gatsbyjs/reach-router", () => ({ useLocation: () => ({ pathname: "/search", search: mockSearch, hash: "" }) }));

const index = encodeSearchIndex([
  {
    doc: {
      type: "event",
      title: "Julekonsert",
      path: "/julekonsert",
      summary: "Kor",
      label: "Konsert",
      dates: ["2099-12-12T18:00:00+01:00"],
    },
    text: "Julekonsert kor",
  },
  {
    doc: {
      type: "event",
      title: "Julemarked",
      path: "/julemarked",
      summary: "Marked",
      label: "Marked",
      dates: ["2020-12-05T10:00:00+01:00"],
    },
    text: "Julemarked jul",
  },
]);

/** What fetch answers: jsdom has no Response, so a minimal one. */
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

/** The status line, whose query stands in an element of its own (<bdi>). */
const statusLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === text;

function serveIndex(response: () => Promise<ReturnType<typeof answer>>) {
  const fetchMock = jest.fn(response);
  global.fetch = fetchMock as never;
  return fetchMock;
}

describe("SearchPanel", () => {
  beforeEach(forgetSearchIndex);

  it("asks for a word and loads nothing while the query is empty", () => {
    mockSearch = "";
    const fetchMock = serveIndex(async () => answer(200, []));
    render(<SearchPanel heading="Søk" />);
    expect(screen.getByText(/Skriv inn et søkeord/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows hits with links for the query in the address", async () => {
    mockSearch = "?q=JULEKONSERT";
    serveIndex(async () => answer(200, index));
    render(<SearchPanel heading="Søk" />);
    expect(await screen.findByText(statusLine("1 treff for «JULEKONSERT»"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Julekonsert" })).toHaveAttribute("href", "/julekonsert");
  });

  it("shows each event's date, coming ones first and past ones marked as past", async () => {
    mockSearch = "?q=jul";
    serveIndex(async () => answer(200, index));
    render(<SearchPanel heading="Søk" />);
    expect(await screen.findByText(statusLine("2 treff for «jul»"))).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("a")?.textContent)).toEqual(["Julekonsert", "Julemarked"]);
    expect(items[0]).toHaveTextContent("lørdag 12. desember 2099 kl. 18:00");
    expect(items[0]).not.toHaveTextContent("Har vært");
    expect(items[1]).toHaveTextContent("lørdag 5. desember 2020");
    expect(items[1]).toHaveTextContent("Har vært");
  });

  it("isolates the visitor's own words, so a right-to-left override in them cannot turn the sentence around", async () => {
    const words = "Konsert \u202egnp.exe";
    mockSearch = `?q=${encodeURIComponent(words)}`;
    serveIndex(async () => answer(200, index));
    render(<SearchPanel heading="Søk" />);
    const line = await screen.findByText(
      statusLine(`Ingen treff for «${words}». Prøv et annet ord, eller se hele kulturprogrammet.`),
    );
    const isolated = line.querySelector("bdi");
    expect(isolated?.textContent).toBe(words);
    expect(isolated?.previousSibling?.textContent).toBe("Ingen treff for «");
  });

  it("tells the user when the index cannot be loaded and lets them try again", async () => {
    mockSearch = "?q=kor";
    serveIndex(async () => answer(503, "Service Unavailable"));
    render(<SearchPanel heading="Søk" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Søket kunne ikke lastes akkurat nå");
    serveIndex(async () => answer(200, index));
    await userEvent.click(screen.getByRole("button", { name: "prøv igjen" }));
    expect(await screen.findByText(statusLine("1 treff for «kor»"))).toBeInTheDocument();
  });
});
