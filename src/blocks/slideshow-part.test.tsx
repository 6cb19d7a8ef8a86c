import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Slideshow } from "./Slideshow";
import { slideshowPart } from "./slideshow-part";
import { programmeItem } from "../test-utils/programme-item";

const ID = "forside-slideshow-3";
const programme = ["Julekonsert", "Mannskor", "Musikal", "Jazz i Smia"].map((title, n) => ({
  ...programmeItem(`p${n}`, [`2027-01-0${n + 1}T18:00:00Z`]),
  title,
}));
/** The block as the build's page data holds it (gatsby/resolvers): the slideshow shows the programme from its second item. */
const block = {
  component: "Slideshow",
  id: ID,
  dataIds: ["program"],
  data: { heading: "Mer", offset: 1 },
  sourceData: { program: programme },
  pictures: {},
};
const pageData = (blocks: unknown[]) => ({ result: { data: { contentPage: { blocks } } } });

let requested: string[];
function serve(status: number, body: unknown) {
  requested = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    requested.push(String(url));
    return { ok: status === 200, status, json: async () => body } as Response;
  });
}

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the slideshow's part on a page built of islands", () => {
  it("carries only its id and label in the HTML, and starts with the slides from the page's data", async () => {
    serve(200, pageData([{ ...block, id: "annen", data: { offset: 3 } }, block]));
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Slideshow id={ID} data={block.data} sourceData={block.sourceData} dataIds={block.dataIds} first={false} />,
    );
    document.body.append(container);
    const island = container.querySelector<HTMLElement>("[data-island='slideshow']")!;
    expect(JSON.parse(island.dataset.props!)).toEqual({ id: ID, label: "Mer" });
    expect(island.dataset.props).not.toContain("Mannskor");

    const error = jest.spyOn(console, "error");
    const Part = await slideshowPart({ id: ID, label: "Mer" });
    expect(requested).toEqual(["/page-data/index/page-data.json"]);
    const shown = screen.getByRole("group", { name: "1 av 3" });
    await act(async () => {
      hydrateRoot(island, <Part />);
    });
    // React took the build's HTML over as it was, with the slides the build rendered it from.
    expect(screen.getByRole("group", { name: "1 av 3" })).toBe(shown);
    expect(shown).toHaveTextContent("Mannskor");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    await userEvent.click(screen.getByRole("button", { name: "Neste lysbilde" }));
    expect(within(screen.getByRole("group", { name: "2 av 3" })).getByRole("heading")).toHaveTextContent("Musikal");
  });

  it("asks for the data of the page it is on", async () => {
    serve(200, pageData([block]));
    window.history.replaceState(null, "", "/kulturhuset/?fra=meny");
    await slideshowPart({ id: ID, label: "Mer" });
    expect(requested).toEqual(["/page-data/kulturhuset/page-data.json"]);
  });

  const refused: [string, Record<string, unknown>, number, unknown, RegExp][] = [
    ["props without an id", { label: "Mer" }, 200, pageData([block]), /names no block/],
    ["props with a label that is not text", { id: ID, label: 3 }, 200, pageData([block]), /names no block/],
    ["page data that is not there", { id: ID, label: "Mer" }, 404, null, /HTTP 404/],
    ["page data that is null", { id: ID, label: "Mer" }, 200, null, /no slideshow block/],
    ["a page without the block", { id: ID, label: "Mer" }, 200, pageData([{ ...block, id: "annen" }]), /no slideshow block/],
    [
      "another kind of block by that id",
      { id: ID, label: "Mer" },
      200,
      pageData([{ ...block, component: "CardList" }]),
      /no slideshow block/,
    ],
    [
      "blocks that are not a list",
      { id: ID, label: "Mer" },
      200,
      { result: { data: { contentPage: { blocks: {} } } } },
      /no slideshow block/,
    ],
    [
      "sources named by what is not a list",
      { id: ID, label: "Mer" },
      200,
      pageData([{ ...block, dataIds: "program" }]),
      /no slideshow block/,
    ],
    ["data that is not an object", { id: ID, label: "Mer" }, 200, pageData([{ ...block, data: "offset" }]), /no slideshow block/],
    [
      "a written slide without a title",
      { id: ID, label: "Mer" },
      200,
      pageData([{ ...block, data: { slides: [{ image: { url: "/x.svg" } }] } }]),
      /without a title/,
    ],
  ];
  it.each(refused)("refuses %s, and the island stays as the build wrote it", async (_, props, status, body, message) => {
    serve(status, body);
    await expect(slideshowPart(props)).rejects.toThrow(message);
  });
});
