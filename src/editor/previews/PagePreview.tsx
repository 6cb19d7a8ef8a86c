import React from "react";
import { BlockPage, type PageData } from "../../blocks/BlockPage";
import { contentBlocks } from "../../blocks/registries/content";
import { programmeBlocks } from "../../blocks/registries/programme";
import { searchBlocks } from "../../blocks/registries/search";
import type { ContentPage } from "../../../content-model";
import { entryData, PreviewFrame, withAssetUrls, type PreviewProps } from "./PreviewFrame";
import { listOr, textOr } from "./placeholders";

/** Every block a page can hold, as the page templates show them. */
const registry = { ...contentBlocks, ...searchBlocks, ...programmeBlocks };

type Block = ContentPage["blocks"][number];

/** A page as far as it is written: a block not placed yet waits in the first row and column. */
export function pageForPreview(props: PreviewProps): PageData {
  const data = entryData<ContentPage>(props);
  const meta = data.meta?.nb;
  return {
    ...data,
    title: textOr(data.title),
    path: textOr(data.path, "/"),
    layout: data.layout === "screen" ? "screen" : "default",
    template: { rows: listOr(data.template?.rows) },
    meta: {
      nb: {
        title: textOr(meta?.title),
        description: textOr(meta?.description),
        keywords: listOr<string>(meta?.keywords),
        image: textOr(meta?.image),
      },
    },
    blocks: listOr<Partial<Block>>(data.blocks)
      .filter((block) => typeof block.component === "string")
      .map((block, i) => ({
        ...block,
        id: textOr(block.id, `ny-blokk-${i}`),
        hide: Boolean(block.hide),
        place: { row: 1, column: 1, order: i, ...block.place },
        // Pictures as the editor has them (the build makes its own sizes of them).
        data: withAssetUrls(props, block.data ?? {}),
        dataIds: listOr<string>(block.dataIds),
        sourceData: {},
        pictures: null,
        qrSvg: null,
      })),
  } as unknown as PageData;
}

function PageView({ preview }: { preview: PreviewProps }) {
  return <BlockPage page={pageForPreview(preview)} registry={registry} />;
}

/**
 * A page with its blocks in its rows and columns, with the site's own block components. Blocks that
 * list the programme or the articles show them once the site is built (the build joins them).
 */
export function PagePreview(props: PreviewProps) {
  return (
    <PreviewFrame>
      <PageView preview={props} />
    </PreviewFrame>
  );
}
