import React from "react";
import { render, screen } from "@testing-library/react";
import { fromJS } from "immutable";
import { mockSite } from "../../test-utils/site";
import { ProductionPreview } from "./ProductionPreview";
import { ArticlePreview } from "./ArticlePreview";
import { PagePreview } from "./PagePreview";
import type { PreviewProps } from "./PreviewFrame";

// The site's query results come from the served build in the editor; here from the test's site.
jest.mock("./site-queries", () => ({ SiteQueries: ({ children }: { children: React.ReactNode }) => children }));

const entry = (data: unknown): PreviewProps => ({
  entry: fromJS({ data }) as unknown as PreviewProps["entry"],
  getAsset: () => undefined,
});

const FALLBACK = /Forhåndsvisningen kommer når/;

beforeEach(() => {
  mockSite();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => (console.error as jest.Mock).mockRestore());

describe("the preview of a new entry, from its first keystroke", () => {
  it.each([
    ["production", ProductionPreview],
    ["article", ArticlePreview],
    ["page", PagePreview],
  ] as const)("draws a new %s with nothing filled in, without an error", (_kind, Preview) => {
    render(<Preview {...entry({})} />);
    expect(screen.queryByText(FALLBACK)).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("draws a production with only a title: the card and the page, a picture not chosen yet and no dates", () => {
    render(<ProductionPreview {...entry({ title: "Vårkonsert", assets: [{ alt: "" }], events: [{ hall: "Smia" }] })} />);
    expect(screen.getAllByText("Vårkonsert").length).toBeGreaterThan(1);
    expect(screen.getByText("Det er ingen kommende forestillinger av Vårkonsert.")).toBeInTheDocument();
    const pictures = document.querySelectorAll('img[src^="data:image/svg+xml"]');
    expect(pictures.length).toBeGreaterThan(0);
    expect(screen.queryByText(FALLBACK)).toBeNull();
  });

  it("draws an article with only a title, dated now", () => {
    render(<ArticlePreview {...entry({ title: "Nytt fra huset" })} />);
    expect(screen.getByRole("heading", { name: "Nytt fra huset" })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK)).toBeNull();
  });

  it("draws a page with a block not placed yet", () => {
    render(
      <PagePreview
        {...entry({
          title: "Ny side",
          template: { rows: [{ columns: [{ span: { xs: 12, md: 12, lg: 12 } }] }] },
          blocks: [{ component: "RichText", data: { html: "<p>Hei</p>" } }],
        })}
      />,
    );
    expect(screen.queryByText(FALLBACK)).toBeNull();
  });
});
