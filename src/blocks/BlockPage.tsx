import React from "react";
import { graphql } from "gatsby";
import { Grid } from "../components/Grid";
import { Layout } from "../layout/Layout";
import { Seo } from "../components/Seo";
import { PicturesContext } from "../components/Image";
import type { Picture } from "../lib/picture";
import type { ContentPage, PageBlock } from "../types/content";
import type { SourceData } from "../types/programme";
import type { BlockName } from "../../gatsby/content/block-names";
import type { AnyRegistry } from "./types";
import { keptFromSearchEngines } from "./indexing";

export type PageData = Pick<ContentPage, "title" | "path" | "layout" | "template" | "meta"> & {
  noindex?: boolean | null;
  /** The meta image's social crop (og:image), made by the build. */
  socialImage?: string | null;
  blocks: (PageBlock & { sourceData: SourceData | null; qrSvg?: string | null; pictures?: Record<string, Picture> | null })[];
};

/** Blocks that bring the page's main heading themselves when they come first. */
const OWN_HEADING = new Set<BlockName>(["Hero", "Search", "CultureProgram", "ScreenProgram", "ScreenSlideshow"]);

type Frame = React.ComponentType<{ children: React.ReactNode }>;
const PlainScreen: Frame = ({ children }) => <main className="screen-main">{children}</main>;

/**
 * A content page: its blocks laid out in its template, inside the shared layout (or, for a
 * lobby screen, inside `Frame`). `registry` holds the blocks the page's template bundles.
 */
export function BlockPage({ page, registry, Frame = PlainScreen }: { page: PageData; registry: AnyRegistry; Frame?: Frame }) {
  const visible = page.blocks.filter((b) => !b.hide);
  const firstBlock = [...visible].sort(
    (a, b) => a.place.row - b.place.row || a.place.column - b.place.column || a.place.order - b.place.order,
  )[0];
  const needsHeading = !firstBlock || !OWN_HEADING.has(firstBlock.component as BlockName);
  const meta = page.meta.nb;
  const seo = (
    <Seo
      title={meta.title}
      description={meta.description}
      keywords={meta.keywords}
      image={page.socialImage ?? meta.image}
      path={page.path}
      noindex={keptFromSearchEngines(page)}
    />
  );
  const grid = (
    <Grid
      rows={page.template.rows}
      blocks={visible}
      render={(block) => {
        const Component = registry[block.component];
        if (!Component)
          throw new Error(`Block ${block.component} is not in this page's template (the build should have picked another)`);
        const pictures = block.pictures ?? {};
        return (
          <PicturesContext.Provider value={pictures}>
            <Component
              id={block.id}
              data={(block.data ?? {}) as never}
              sourceData={block.sourceData ?? {}}
              dataIds={block.dataIds}
              first={block === firstBlock}
              layout={page.layout}
              qrSvg={block.qrSvg}
              pictures={pictures}
            />
          </PicturesContext.Provider>
        );
      }}
    />
  );
  if (page.layout === "screen") {
    return (
      <Frame>
        {seo}
        {grid}
      </Frame>
    );
  }
  return (
    <Layout footerNewsletter={!visible.some((b) => b.component === "Newsletter")}>
      {seo}
      {needsHeading && <h1 className="page-title">{page.title}</h1>}
      {grid}
    </Layout>
  );
}

export const contentPageFields = graphql`
  fragment ContentPageFields on ContentPage {
    title
    path
    layout
    noindex
    template
    meta {
      nb {
        title
        description
        keywords
        image
      }
    }
    socialImage
    blocks {
      component
      hide
      id
      place {
        row
        column
        order
      }
      dataIds
      data
      sourceData
      qrSvg
      pictures
    }
  }
`;
