import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { ScreenBlockPage } from "./ScreenBlockPage";
import { BlockPage, type PageData } from "./BlockPage";
import { programmeBlocks } from "./registries/programme";
import { listingBlocks } from "./registries/listing";
import { mockSite } from "../test-utils/site";
import { pinDate } from "../test-utils/clock";

// The programme below is coming at this clock, a Tuesday noon in Oslo; on the real one its date passes.
const NOW = Date.parse("2026-12-01T12:00:00+01:00");
beforeEach(() => {
  pinDate(NOW);
  mockSite();
});
afterEach(() => jest.useRealTimers());

const programme = [
  {
    id: "p1",
    title: "Julekonsert",
    path: "/julekonsert-2026",
    objectClass: "culture" as const,
    category: "Konsert",
    summary: "Kor og orkester",
    image: { url: "/images/jul.svg", alt: "Julelys", focalPointQuery: "fp-x=0.2&fp-y=0.8" },
    events: [{ id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen" }],
  },
];

const page = (blocks: Partial<PageData["blocks"][number]>[]): PageData => ({
  title: "Utleie",
  path: "/utleie",
  layout: "default",
  template: { rows: [{ columns: [{ span: { xs: 12, md: 6, lg: 6 } }, { span: { xs: 12, md: 6, lg: 6 } }] }] },
  meta: { nb: { title: "Utleie", description: "Lei lokaler", keywords: ["utleie"], image: "/images/x.svg" } },
  blocks: blocks.map((b, i) => ({
    component: "RichText",
    hide: false,
    id: `b${i}`,
    place: { row: 1, column: 1, order: i },
    dataIds: [],
    data: { html: "<p>Tekst</p>" },
    sourceData: {},
    ...b,
  })) as PageData["blocks"],
});

describe("BlockPage", () => {
  it("renders blocks through the registry in their columns, leaving hidden ones out", () => {
    render(
      <BlockPage
        registry={programmeBlocks}
        page={page([
          { id: "a", data: { html: "<p>Første kolonne</p>" } },
          {
            id: "b",
            place: { row: 1, column: 2, order: 1 },
            component: "FactList",
            data: { heading: "Fakta", facts: [{ label: "Kapasitet", value: "400" }] },
          },
          {
            id: "c",
            hide: true,
            component: "CardList",
            data: { heading: "Skjult liste", cards: [{ title: "x", text: "y", link: { path: "/", label: "z" } }] },
          },
        ])}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Utleie" })).toBeInTheDocument();
    expect(screen.getByText("Første kolonne")).toBeInTheDocument();
    expect(screen.getByText("Kapasitet").closest(".grid-col")).toHaveClass("span-xs-12", "span-md-6", "span-lg-6");
    expect(screen.queryByText("Skjult liste")).not.toBeInTheDocument();
  });

  it("lets a first Hero carry the page heading", () => {
    render(
      <BlockPage
        registry={programmeBlocks}
        page={page([
          { component: "Hero", data: { heading: "Velkommen til kulturhuset", image: { url: "/x.svg", alt: "Fasaden" } } },
        ])}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Velkommen til kulturhuset"]);
  });

  describe("the page's title is what a visitor reads, unless the content says otherwise", () => {
    const hero = { component: "Hero" as const, data: { image: { url: "/x.svg", alt: "Fasaden" } } };
    const renamed = (over: Partial<PageData>) => ({ ...page([hero]), title: "Lokal mat og drikke", ...over });
    beforeEach(() => {
      document.title = "";
    });

    it("a renamed page shows its new title as heading and browser title", async () => {
      const { title: _unset, ...meta } = page([]).meta.nb;
      render(<BlockPage registry={programmeBlocks} page={renamed({ meta: { nb: meta } })} />);
      expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Lokal mat og drikke"]);
      await waitFor(() => expect(document.title).toBe("Lokal mat og drikke | Rissa kulturhus"));
    });

    it("keeps a Hero's own heading and a meta title the content sets on purpose", async () => {
      const own = { ...hero, data: { ...hero.data, heading: "Smaken av Fosen" } };
      render(<BlockPage registry={programmeBlocks} page={{ ...renamed({}), blocks: page([own]).blocks }} />);
      expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Smaken av Fosen"]);
      await waitFor(() => expect(document.title).toBe("Utleie | Rissa kulturhus"));
    });
  });

  it("shows the programme from the block's source with Norwegian dates and the focal point", () => {
    render(
      <BlockPage
        registry={listingBlocks}
        page={page([
          { component: "CultureProgram", data: { heading: "Program" }, dataIds: ["program"], sourceData: { program: programme } },
        ])}
      />,
    );
    expect(screen.getByRole("link", { name: "Julekonsert" })).toHaveAttribute("href", "/julekonsert-2026");
    expect(screen.getByText(/lør\. 12\. des\. kl\. 18:00/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Julelys" })).toHaveStyle({ objectPosition: "20% 80%" });
  });

  it("says so when the programme is empty", () => {
    render(
      <BlockPage
        registry={listingBlocks}
        page={page([
          { component: "CultureProgram", data: { heading: "Program" }, dataIds: ["program"], sourceData: { program: [] } },
        ])}
      />,
    );
    expect(screen.getByText(/ingen kommende arrangementer/)).toBeInTheDocument();
  });

  it("on the front page's template shows the next few with a link to the whole programme, and no filters", () => {
    const block = { component: "CultureProgram" as const, data: { heading: "Skjer snart", limit: 4 }, dataIds: ["program"] };
    render(<BlockPage registry={programmeBlocks} page={page([{ ...block, sourceData: { program: programme } }])} />);
    expect(screen.getByRole("link", { name: "Julekonsert" })).toHaveAttribute("href", "/julekonsert-2026");
    expect(screen.getByRole("link", { name: /Se hele programmet/ })).toHaveAttribute("href", "/kulturprogram");
    expect(screen.queryByRole("form", { name: "Filtrer programmet" })).not.toBeInTheDocument();
  });

  it("on the front page's template still shows a whole programme, its filters loaded when it comes", async () => {
    const block = { component: "CultureProgram" as const, data: { heading: "Program" }, dataIds: ["program"] };
    render(<BlockPage registry={programmeBlocks} page={page([{ ...block, sourceData: { program: programme } }])} />);
    expect(await screen.findByRole("form", { name: "Filtrer programmet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Julekonsert" })).toHaveAttribute("href", "/julekonsert-2026");
    expect(screen.queryByRole("link", { name: /Se hele programmet/ })).not.toBeInTheDocument();
  });
});

describe("ScreenBlockPage on a lobby screen", () => {
  it("renders in the screen frame, without header or footer", () => {
    const Frame = ({ children }: { children: React.ReactNode }) => <main data-testid="frame">{children}</main>;
    render(
      <ScreenBlockPage
        registry={programmeBlocks}
        Frame={Frame}
        page={{ ...page([{ data: { html: "<p>Skjerm</p>" } }]), layout: "screen" }}
      />,
    );
    expect(screen.getByTestId("frame")).toHaveTextContent("Skjerm");
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });
});

describe("BlockPage and search engines", () => {
  const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null;
  const Frame = ({ children }: { children: React.ReactNode }) => <main>{children}</main>;

  it.each([
    ["a lobby screen at any path", { layout: "screen" as const, path: "/foajeskjerm-2" }, "noindex"],
    ["a page whose content says noindex", { noindex: true, path: "/test" }, "noindex"],
    ["an ordinary page", { path: "/utleie" }, null],
  ])("%s: robots meta %p", async (_, changes, expected) => {
    const shown = { ...page([{ data: { html: "<p>Tekst</p>" } }]), ...changes };
    render(
      shown.layout === "screen" ? (
        <ScreenBlockPage registry={programmeBlocks} Frame={Frame} page={shown} />
      ) : (
        <BlockPage registry={programmeBlocks} page={shown} />
      ),
    );
    // Helmet writes the head after rendering; the canonical link shows this page's head is there.
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(new RegExp(`${changes.path}$`)),
    );
    expect(robots()).toBe(expected);
  });
});
