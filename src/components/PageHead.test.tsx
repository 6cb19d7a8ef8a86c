import React from "react";
import { act, render, waitFor } from "@testing-library/react";
import { PageHead, noteNavigationInApp } from "./PageHead";
import { Seo } from "./Seo";
import { useStaticQuery } from "gatsby";
import { mockSite, testSite } from "../test-utils/site";

const head = (title: string) => (
  <PageHead htmlAttributes={{ lang: "nb" }}>
    <title>{title}</title>
    <meta name="description" content={`Om ${title}`} />
  </PageHead>
);

describe("PageHead", () => {
  const stage = process.env.BUILD_STAGE;
  afterEach(() => {
    if (stage === undefined) delete process.env.BUILD_STAGE;
    else process.env.BUILD_STAGE = stage;
    document.title = "";
  });

  it("writes the head at once outside the browser build (server, develop, tests)", async () => {
    const { unmount } = render(head("Smia"));
    await waitFor(() => expect(document.title).toBe("Smia"));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Om Smia");
    unmount();
  });

  describe("in the browser build", () => {
    beforeEach(() => {
      process.env.BUILD_STAGE = "build-javascript";
    });

    it("leaves the server's head alone on the page the visitor opened, and renders no markup", async () => {
      document.title = "Fra serveren";
      const { container, unmount } = render(head("Smia"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.title).toBe("Fra serveren");
      expect(container.innerHTML).toBe("");
      unmount();
    });

    it("writes the new page's head after a link inside the site was followed", async () => {
      noteNavigationInApp();
      // The render suspends until react-helmet has loaded; act lets that finish.
      const { container, unmount } = await act(async () => render(head("Bøjersalen")));
      await waitFor(() => expect(document.title).toBe("Bøjersalen"));
      expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Om Bøjersalen");
      expect(container.innerHTML).toBe("");
      unmount();
    });

    it("writes the page's title and canonical link through Seo after such a link", async () => {
      mockSite();
      noteNavigationInApp();
      const seo = <Seo title="Smia" description="Scenen i kjelleren." path="/smia/" />;
      await act(async () => render(seo));
      await waitFor(() => expect(document.title).toBe("Smia | Rissa kulturhus"));
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/smia$/);
    });
  });
});

describe("the tab's icon", () => {
  const icons = () =>
    [...document.querySelectorAll('link[rel="icon"]')].map((l) => [
      l.getAttribute("href"),
      l.getAttribute("sizes"),
      l.getAttribute("type"),
    ]);
  const withTheme = (theme: Record<string, unknown>) =>
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...testSite,
      siteDefinition: { ...testSite.siteDefinition, theme: { ...testSite.siteDefinition.theme, ...theme } },
    });

  it("is the build's PNG files of an SVG favicon, not the SVG (a browser makes a document of an SVG icon)", async () => {
    withTheme({
      drawnFavicon: [
        { href: "/static/icons/favicon-32x32-a.png", sizes: "32x32" },
        { href: "/static/icons/favicon-64x64-b.png", sizes: "64x64" },
      ],
    });
    const { unmount } = render(<Seo title="Smia" description="Scenen." path="/smia/" />);
    await waitFor(() =>
      expect(icons()).toEqual([
        ["/static/icons/favicon-32x32-a.png", "32x32", "image/png"],
        ["/static/icons/favicon-64x64-b.png", "64x64", "image/png"],
      ]),
    );
    unmount();
  });

  it("is the favicon as named when the build drew none, typed as SVG only when it is one", async () => {
    for (const [favicon, drawnFavicon, type] of [
      ["/favicon.svg", null, "image/svg+xml"],
      ["/images/ikon.png", null, null],
      ["/favicon.svg", [{ href: 5 }], "image/svg+xml"],
    ] as const) {
      withTheme({ favicon, drawnFavicon });
      const { unmount } = render(<Seo title="Smia" description="Scenen." path="/smia/" />);
      await waitFor(() => expect(icons()).toEqual([[favicon, null, type]]));
      unmount();
    }
  });
});
