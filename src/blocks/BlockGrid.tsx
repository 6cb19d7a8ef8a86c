import React from "react";
import { Grid } from "../components/Grid";
import { Seo } from "../components/Seo";
import { PicturesContext } from "../components/Image";
import { type BlockName, browserTitleOf, type ContentPage, heroHeadingOf } from "../../content-model";
import type { Picture } from "../pictures/picture";
import type { SourceData } from "./source-data";
import type { PageData } from "./page-data";
import type { AnyRegistry } from "./types";
import { keptFromSearchEngines } from "./indexing";

/**
 * What a page of blocks is, whatever frame it shows in: its head, and its blocks laid out in its
 * template's grid. BlockPage puts them in the site's layout (header, footer); ScreenBlockPage on a
 * lobby screen, whose bundle then carries none of the header's, footer's or newsletter's code.
 */

/** Blocks that bring the page's main heading themselves when they come first. */
const OWN_HEADING = new Set<BlockName>(["Hero", "Search", "CultureProgram", "ScreenProgram", "ScreenSlideshow"]);

const visibleBlocks = (page: PageData) => page.blocks.filter((b) => !b.hide);

function firstBlockOf(page: PageData) {
  return [...visibleBlocks(page)].sort(
    (a, b) => a.place.row - b.place.row || a.place.column - b.place.column || a.place.order - b.place.order,
  )[0];
}

/** Whether the page needs a heading of its own: its first block brings none. */
export function needsPageHeading(page: PageData): boolean {
  const first = firstBlockOf(page);
  return !first || !OWN_HEADING.has(first.component as BlockName);
}

/** Whether the page shows a newsletter sign-up block of its own. */
export const showsNewsletter = (page: PageData) => visibleBlocks(page).some((b) => b.component === "Newsletter");

export function BlockPageSeo({ page }: { page: PageData }) {
  const meta = page.meta.nb;
  return (
    <Seo
      title={browserTitleOf(page)}
      description={meta.description}
      keywords={meta.keywords}
      image={page.socialImage ?? meta.image}
      path={page.path}
      noindex={keptFromSearchEngines(page)}
      feeds={visibleBlocks(page).some((b) => b.component === "CultureProgram")}
    />
  );
}

/** The page's visible blocks in its template's grid. `registry` holds the blocks the page's template bundles. */
export function BlockGrid({ page, registry }: { page: PageData; registry: AnyRegistry }) {
  const firstBlock = firstBlockOf(page);
  return (
    <Grid
      // JSON to GraphQL: the page's template as its content file has it.
      rows={(page.template as ContentPage["template"]).rows}
      blocks={visibleBlocks(page)}
      render={(block) => {
        const Component = registry[block.component];
        if (!Component)
          throw new Error(`Block ${block.component} is not in this page's template (the build should have picked another)`);
        // JSON to GraphQL: what the build's resolvers made (gatsby/create-resolvers.ts).
        const pictures = (block.pictures ?? {}) as Record<string, Picture>;
        // A Hero without a heading of its own shows the page's title (content-model/page-titles.ts).
        const data =
          block.component === "Hero"
            ? {
                ...(block.data as { heading?: string }),
                heading: heroHeadingOf((block.data as { heading?: string }).heading, page),
              }
            : (block.data ?? {});
        return (
          <PicturesContext.Provider value={pictures}>
            <Component
              id={block.id}
              data={data as never}
              sourceData={(block.sourceData ?? {}) as SourceData}
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
}
