import React from "react";
import { BlockPage, type PageData } from "../../blocks/BlockPage";
import { contentBlocks } from "../../blocks/registries/content";
import { programmeBlocks } from "../../blocks/registries/programme";
import { searchBlocks } from "../../blocks/registries/search";
import type { ContentPage } from "../../../content-model";
import { entryData, PreviewFrame, withAssetUrls, type PreviewProps } from "./PreviewFrame";

/** Every block a page can hold, as the page templates show them. */
const registry = { ...contentBlocks, ...searchBlocks, ...programmeBlocks };

/**
 * A page with its blocks in its rows and columns, with the site's own block components. Blocks that
 * list the programme or the articles show them once the site is built (the build joins them).
 */
export function PagePreview(props: PreviewProps) {
  const data = entryData<ContentPage>(props);
  const page = {
    ...data,
    template: data.template ?? { rows: [] },
    blocks: (data.blocks ?? []).map((block) => ({
      ...block,
      // Pictures as the editor has them (the build makes its own sizes of them).
      data: withAssetUrls(props, block.data),
      dataIds: block.dataIds ?? [],
      sourceData: {},
      pictures: null,
      qrSvg: null,
    })),
  } as unknown as PageData;
  return (
    <PreviewFrame>
      <BlockPage page={page} registry={registry} />
    </PreviewFrame>
  );
}
