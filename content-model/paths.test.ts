import { programmePagePath } from "./paths";

const page = (path: string, blocks: { component: string; hide?: boolean; data?: unknown }[], layout = "default") => ({
  path,
  layout,
  blocks,
});

describe("programmePagePath: where the feeds and the embed send readers for the whole programme", () => {
  it("is the page with the whole programme, not the first page in the list nor one with a teaser", () => {
    const pages = [
      page("/andre-rom", [{ component: "Hero", data: { image: {} } }]),
      page("/", [{ component: "CultureProgram", data: { heading: "Skjer snart", limit: 4 } }]),
      page("/kulturprogram", [{ component: "CultureProgram", data: { heading: "Kulturprogram" } }]),
      page("/program-skjerm", [{ component: "CultureProgram", data: { heading: "I dag" } }], "screen"),
    ];
    expect(programmePagePath(pages)).toBe("/kulturprogram");
  });

  it("skips a hidden programme, and falls back to the front page when no page has one", () => {
    expect(programmePagePath([page("/gammelt-program", [{ component: "CultureProgram", hide: true, data: {} }])])).toBe("/");
    expect(programmePagePath([])).toBe("/");
  });

  it("takes the first by path when two pages show the whole programme, whatever their order", () => {
    const a = page("/program", [{ component: "CultureProgram", data: {} }]);
    const b = page("/kulturprogram", [{ component: "CultureProgram", data: {} }]);
    expect(programmePagePath([a, b])).toBe("/kulturprogram");
    expect(programmePagePath([b, a])).toBe("/kulturprogram");
  });
});
