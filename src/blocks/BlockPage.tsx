import React from "react";
import { Grid } from "../components/Grid";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import type { ContentPage, PageBlock } from "../types/content";
import type { SourceData } from "../types/programme";
import type { BlockName } from "./names";
import { blockRegistry } from "./registry";

export type PageData = Pick<ContentPage, "title" | "path" | "layout" | "template" | "meta"> & {
  blocks: (PageBlock & { sourceData: SourceData | null; qrSvg?: string | null })[];
};

/** Blocks that bring the page's main heading themselves when they come first. */
const OWN_HEADING = new Set<BlockName>(["Hero", "Search", "ScreenProgram", "ScreenSlideshow"]);

const NOINDEX = new Set(["/program-skjerm", "/slideshow-skjerm", "/test"]);

/** A content page: its blocks laid out in its template, inside the shared layout. */
export function BlockPage({ page }: { page: PageData }) {
  const visible = page.blocks.filter((b) => !b.hide);
  const firstBlock = [...visible].sort((a, b) => a.place.row - b.place.row || a.place.column - b.place.column || a.place.order - b.place.order)[0];
  const needsHeading = !firstBlock || !OWN_HEADING.has(firstBlock.component as BlockName);
  const meta = page.meta.nb;
  return (
    <Layout variant={page.layout} footerNewsletter={!visible.some((b) => b.component === "Newsletter")}>
      <Seo title={meta.title} description={meta.description} keywords={meta.keywords} image={meta.image} path={page.path} noindex={NOINDEX.has(page.path)} />
      {needsHeading && page.layout !== "screen" && <h1 className="page-title">{page.title}</h1>}
      <Grid
        rows={page.template.rows}
        blocks={visible}
        render={(block) => {
          const Component = blockRegistry[block.component as BlockName];
          return <Component id={block.id} data={(block.data ?? {}) as never} sourceData={block.sourceData ?? {}} dataIds={block.dataIds} first={block === firstBlock} layout={page.layout} qrSvg={block.qrSvg} />;
        }}
      />
    </Layout>
  );
}
