import React from "react";
import { hydrateRoot } from "react-dom/client";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Slideshow } from "./Slideshow";
import { slideshowPart } from "./slideshow-part";
import { cardPicture } from "../pictures/card-picture.testing";
import { programmeItem } from "../test-utils/programme-item";
import { ISLAND_PARTS } from "../islands/parts";
import { blockInPage, pageDataWith, servePageData } from "./page-data.testing";
import { forgetThisPageData } from "../links/page-data";

const ID = "forside-slideshow-3";
const programme = ["Julekonsert", "Mannskor", "Musikal", "Jazz i Smia"].map((title, n) => ({
  ...programmeItem(`p${n}`, [`2027-01-0${n + 1}T18:00:00Z`]),
  title,
  image: { url: `/images/${title.toLowerCase().replace(/ /g, "-")}.jpg`, alt: title, focalPointQuery: "" },
}));
const pictures = Object.fromEntries(programme.map((p) => [p.image.url, cardPicture(p.image.url, p.title)]));
/** The block as the build's page data holds it (gatsby/resolvers): the slideshow shows the programme from its second item. */
const block = {
  component: "Slideshow",
  id: ID,
  dataIds: ["program"],
  data: { heading: "Mer", offset: 1 },
  sourceData: { program: programme },
  pictures,
};
const pageData = pageDataWith;

let requested: string[];
const serve = (...answers: [number, unknown][]) => void (requested = servePageData(...answers));
const buildPage = () => blockInPage(block, Slideshow, "slideshow");

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  forgetThisPageData();
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
afterEach(() => {
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("the slideshow's part on a page built of islands", () => {
  it("carries only its id, label and version in the HTML, and starts with the slides and pictures from the page's data", async () => {
    serve([200, pageData([{ ...block, id: "annen", data: { offset: 3 } }, block])]);
    const { island, props } = buildPage();
    expect(Object.keys(props).sort()).toEqual(["id", "label", "version"]);
    expect(props).toMatchObject({ id: ID, label: "Mer", version: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(island.dataset.props).not.toContain("Musikal");

    const error = jest.spyOn(console, "error");
    const Part = await slideshowPart(props);
    expect(requested).toEqual(["/page-data/index/page-data.json"]);
    const shown = screen.getByRole("group", { name: "1 av 3" });
    await act(async () => {
      hydrateRoot(island, <Part />);
    });
    // React took the build's HTML over as it was, with the slides the build rendered it from.
    expect(screen.getByRole("group", { name: "1 av 3" })).toBe(shown);
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Neste lysbilde" }));
    const next = screen.getByRole("group", { name: "2 av 3" });
    expect(within(next).getByRole("heading")).toHaveTextContent("Musikal");
    // The picture the build prepared for it, not the content's own file.
    expect(within(next).getByRole("img", { name: "Musikal" })).toHaveAttribute(
      "src",
      "/static/img/musikal-720x480-0123456789.jpg",
    );
  });

  it("is given its page's data asked for beside its code (the islands' table), and asks for it no more", async () => {
    serve([200, pageData([block])]);
    const { props } = buildPage();
    const part = ISLAND_PARTS.slideshow;
    if (!("load" in part)) throw new Error("the slideshow is a React part");
    const loading = part.load(props);
    // Asked for at once, before the part's code has come.
    expect(requested).toEqual(["/page-data/index/page-data.json"]);
    await loading;
    expect(requested).toEqual(["/page-data/index/page-data.json"]);
  });

  it("asks for the data of the page it is on", async () => {
    serve([200, pageData([block])]);
    const { props } = buildPage();
    window.history.replaceState(null, "", "/kulturhuset/?fra=meny");
    await slideshowPart(props);
    expect(requested).toEqual(["/page-data/kulturhuset/page-data.json"]);
  });

  it("takes page data of another build (a copy the service worker saved) only after asking past it for this build's", async () => {
    const { island, props } = buildPage();
    const older = pageData([{ ...block, data: { heading: "Mer", offset: 2 } }]);
    serve([200, older], [200, pageData([block])]);
    const Part = await slideshowPart(props);
    expect(requested).toEqual(["/page-data/index/page-data.json", `/page-data/index/page-data.json?version=${props.version}`]);
    const error = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(island, <Part />);
    });
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Neste lysbilde" }));
    expect(within(island).getByRole("group", { name: "2 av 3" })).toHaveTextContent("Musikal");

    // Pictures of another build are another build's too (their files may be gone).
    serve([
      200,
      pageData([{ ...block, pictures: { ...pictures, [programme[1].image.url]: cardPicture("/images/annen.jpg", "Mannskor") } }]),
    ]);
    await expect(slideshowPart(props)).rejects.toThrow(/another build's/);
    // Still another build's past the saved copy: the part does not start, and the build's HTML stays.
    serve([200, older]);
    await expect(slideshowPart(props)).rejects.toThrow(/another build's than this page's/);
    expect(requested).toHaveLength(2);
  });

  const props = { id: ID, label: "Mer", version: "0badc0de" };
  const refused: [string, Record<string, unknown>, [number, unknown], RegExp][] = [
    ["props without an id", { label: "Mer", version: "0badc0de" }, [200, pageData([block])], /names no block/],
    ["props with a label that is not text", { ...props, label: 3 }, [200, pageData([block])], /names no block/],
    ["props without a version", { id: ID, label: "Mer" }, [200, pageData([block])], /names no block/],
    ["page data that is not there", props, [404, null], /HTTP 404/],
    ["page data that is null", props, [200, null], /no slideshow block/],
    ["a page without the block", props, [200, pageData([{ ...block, id: "annen" }])], /no slideshow block/],
    ["another kind of block by that id", props, [200, pageData([{ ...block, component: "CardList" }])], /no slideshow block/],
    ["blocks that are not a list", props, [200, { result: { data: { contentPage: { blocks: {} } } } }], /no slideshow block/],
    ["sources named by what is not a list", props, [200, pageData([{ ...block, dataIds: "program" }])], /no slideshow block/],
    ["data that is not an object", props, [200, pageData([{ ...block, data: "offset" }])], /no slideshow block/],
    [
      "a production without dates",
      props,
      [200, pageData([{ ...block, sourceData: { program: [{ title: "x" }, { title: "y" }] } }])],
      /./,
    ],
    ...(
      [
        ["a written slide without a title", { text: "t", image: { url: "/x.jpg", alt: "" } }],
        ["a written slide whose text is not text", { title: "t", text: {}, image: { url: "/x.jpg", alt: "" } }],
        ["a written slide without a picture's address", { title: "t", text: "t", image: { alt: "" } }],
        [
          "a written slide whose link's label is not text",
          { title: "t", text: "t", image: { url: "/x.jpg", alt: "" }, link: { path: "/", label: {} } },
        ],
      ] as const
    ).map(([name, slide]): [string, Record<string, unknown>, [number, unknown], RegExp] => [
      name,
      props,
      [200, pageData([{ ...block, data: { slides: [slide] } }])],
      /not text and a picture/,
    ]),
  ];
  it.each(refused)("refuses %s: the part does not start", async (_, given, answer, message) => {
    serve(answer);
    await expect(slideshowPart(given)).rejects.toThrow(message);
  });
});
