import React from "react";
import { hydrateRoot } from "react-dom/client";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { CultureProgramTeaser } from "./CultureProgramTeaser";
import { programmeTeaserPart } from "./programme-teaser-part";
import { cardPicture } from "../pictures/card-picture.testing";
import { programmeItem } from "../test-utils/programme-item";
import { ISLAND_PARTS } from "../islands/parts";
import { blockInPage, pageDataWith, servePageData } from "./page-data.testing";
import { forgetThisPageData } from "../links/page-data";

const ID = "forside-cultureprogram-2";
const programme = ["Julekonsert", "Mannskor", "Musikal"].map((title, n) => ({
  ...programmeItem(`p${n}`, [`2027-01-0${n + 1}T18:00:00Z`]),
  title,
  summary: "Teksten kortene ikke viser.",
  image: { url: `/images/${title.toLowerCase()}.jpg`, alt: title, focalPointQuery: "" },
}));
// In another order than the cards': the block's pictures as the build's resolver listed them.
const pictures = Object.fromEntries([...programme].reverse().map((p) => [p.image.url, cardPicture(p.image.url, p.title)]));
/** The block as the build's page data holds it (gatsby/resolvers): two cards and a spare. */
const block = {
  component: "CultureProgram",
  id: ID,
  dataIds: ["program"],
  data: { heading: "Program", limit: 2 },
  sourceData: { program: programme },
  pictures,
};
const pageData = pageDataWith;

let requested: string[];
const serve = (...answers: [number, unknown][]) => void (requested = servePageData(...answers));
const buildPage = () => blockInPage(block, CultureProgramTeaser, "programme-teaser");

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  jest.mocked(useStaticQuery).mockReturnValue({ siteDefinition: { partners: [118, 178] } });
  forgetThisPageData();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("the programme teaser's part on a page built of islands", () => {
  it("carries no production in the HTML, and starts with the cards and pictures from the page's data", async () => {
    serve([200, pageData([{ ...block, id: "annen" }, block])]);
    const { island, props } = buildPage();
    expect(Object.keys(props).sort()).toEqual(["blockId", "limit", "partner", "staleFrom", "version"]);
    expect(props).toMatchObject({ blockId: ID, limit: 2, partner: 118, staleFrom: "2027-01-01T18:00:00Z" });
    expect(island.dataset.props).not.toContain("Mannskor");

    const error = jest.spyOn(console, "error");
    const Part = await programmeTeaserPart(props);
    expect(requested).toEqual(["/page-data/index/page-data.json"]);
    const card = screen.getByRole("link", { name: /Mannskor/ });
    await act(async () => {
      hydrateRoot(island, <Part />);
    });
    // React took the build's HTML over as it was: same cards, same pictures, no mismatch.
    expect(screen.getByRole("link", { name: /Mannskor/ })).toBe(card);
    expect(
      within(island)
        .getAllByRole("listitem")
        .filter((li) => li.parentElement?.classList.contains("programme-list")),
    ).toHaveLength(2);
    expect(within(island).getByRole("img", { name: "Julekonsert" })).toHaveAttribute(
      "src",
      "/static/img/julekonsert-720x480-0123456789.jpg",
    );
    expect(error).not.toHaveBeenCalled();
    // Started, its hearts answer.
    const heart = within(island).getByRole("button", { name: /Husk Mannskor/ });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute("aria-pressed", "true");
  });

  it("is given its page's data asked for beside its code, one request shared with the slideshow", async () => {
    serve([200, pageData([block])]);
    const { props } = buildPage();
    const part = ISLAND_PARTS["programme-teaser"];
    if (!("load" in part)) throw new Error("the teaser is a React part");
    const loading = part.load(props);
    // Asked for at once, before the part's code has come.
    expect(requested).toEqual(["/page-data/index/page-data.json"]);
    const slideshow = ISLAND_PARTS.slideshow;
    if (!("load" in slideshow)) throw new Error("the slideshow is a React part");
    // The slideshow reads the same answer: it has no block in it, so it asks past it at its own
    // version's address only (and, its block not there either, does not start).
    await expect(slideshow.load({ id: "forside-slideshow-3", label: "Mer", version: "0badc0de" })).rejects.toThrow(
      /no slideshow block/,
    );
    await loading;
    expect(requested).toEqual(["/page-data/index/page-data.json", "/page-data/index/page-data.json?version=0badc0de"]);
  });

  it("asks for the page's data again after a failure to fetch it", async () => {
    serve([503, null], [200, pageData([block])]);
    const { props } = buildPage();
    const part = ISLAND_PARTS["programme-teaser"];
    if (!("load" in part)) throw new Error("the teaser is a React part");
    await expect(part.load(props)).rejects.toMatchObject({ name: "NotFetched" });
    await part.load(props);
    expect(requested).toEqual(["/page-data/index/page-data.json", "/page-data/index/page-data.json"]);
  });

  it("takes page data of another build only after asking past it for this build's", async () => {
    const { island, props } = buildPage();
    const older = pageData([{ ...block, sourceData: { program: [programme[1], programme[0], programme[2]] } }]);
    serve([200, older], [200, pageData([block])]);
    const Part = await programmeTeaserPart(props);
    expect(requested).toEqual(["/page-data/index/page-data.json", `/page-data/index/page-data.json?version=${props.version}`]);
    const error = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(island, <Part />);
    });
    expect(error).not.toHaveBeenCalled();
    expect(
      within(island)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Julekonsert", "Mannskor"]);

    // Pictures of another build are another build's too (their files may be gone).
    serve([
      200,
      pageData([{ ...block, pictures: { ...pictures, [programme[0].image.url]: cardPicture("/images/annen.jpg", "x") } }]),
    ]);
    await expect(programmeTeaserPart(props)).rejects.toThrow(/another build's/);
    // Still another build's past the saved copy: the part does not start, and the build's HTML stays.
    serve([200, older]);
    await expect(programmeTeaserPart(props)).rejects.toThrow(
      /the programme's teaser forside-cultureprogram-2 is another build's than this page's/,
    );
    expect(requested).toHaveLength(2);
  });

  it("asks past a saved copy of a build before the block was there, and starts from this build's", async () => {
    const { island, props } = buildPage();
    serve([200, pageData([])], [200, pageData([block])]);
    const Part = await programmeTeaserPart(props);
    expect(requested).toEqual(["/page-data/index/page-data.json", `/page-data/index/page-data.json?version=${props.version}`]);
    await act(async () => {
      hydrateRoot(island, <Part />);
    });
    expect(island).toHaveAttribute("data-island", "programme-teaser");
    expect(
      within(island)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Julekonsert", "Mannskor"]);
  });

  const props = { blockId: ID, limit: 2, partner: 118, version: "0badc0de" };
  const refused: [string, Record<string, unknown>, [number, unknown], RegExp][] = [
    ["props without a block", { limit: 2, partner: 118, version: "0badc0de" }, [200, pageData([block])], /names no block/],
    ["a limit that is not a count", { ...props, limit: "2" }, [200, pageData([block])], /names no block/],
    ["a limit of nought", { ...props, limit: 0 }, [200, pageData([block])], /names no block/],
    ["a partner that is not a number", { ...props, partner: "118" }, [200, pageData([block])], /names no block/],
    ["props without a version", { blockId: ID, limit: 2, partner: 118 }, [200, pageData([block])], /names no block/],
    ["page data that is not there", props, [404, null], /HTTP 404/],
    ["page data that is null", props, [200, null], /no programme block/],
    ["a page without the block", props, [200, pageData([{ ...block, id: "annen" }])], /no programme block/],
    ["another kind of block by that id", props, [200, pageData([{ ...block, component: "Slideshow" }])], /no programme block/],
    ["sources named by what is not a list", props, [200, pageData([{ ...block, dataIds: "program" }])], /no programme block/],
    [
      "an item that is not an object",
      props,
      [200, pageData([{ ...block, sourceData: { program: [null] } }])],
      /not a production/,
    ],
    [
      "an item without a picture's address",
      props,
      [200, pageData([{ ...block, sourceData: { program: [{ ...programme[0], image: {} }] } }])],
      /not a production/,
    ],
    [
      "an item without dates",
      props,
      [200, pageData([{ ...block, sourceData: { program: [{ ...programme[0], events: "i morgen" }] } }])],
      /not a production/,
    ],
    ["items that are this build's, not the page's", props, [200, pageData([block])], /another build's/],
  ];
  it.each(refused)("refuses %s: the part does not start", async (_, given, answer, message) => {
    serve(answer);
    await expect(programmeTeaserPart(given)).rejects.toThrow(message);
  });
});
