import React, { type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { PicturesContext } from "../components/Image";
import type { Picture } from "../pictures/picture";
import type { SourceData } from "./source-data";

/** A block as the build's page data holds it (gatsby/resolvers). */
export interface BlockInData<D> {
  component: string;
  id: string;
  dataIds: string[];
  data: D;
  sourceData: SourceData;
  pictures: Record<string, Picture>;
}

/** A page's data as Gatsby publishes it, with these blocks (data.contentPage.blocks). */
export const pageDataWith = (blocks: unknown[]) => ({ result: { data: { contentPage: { blocks } } } });

/**
 * Fakes fetch: the answers (status, JSON) are given one per request in turn, the last again for any
 * more. Answers the list of the addresses asked for, which grows as they are.
 */
export function servePageData(...answers: [number, unknown][]): string[] {
  const requested: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const [status, body] = answers[Math.min(requested.length, answers.length - 1)];
    requested.push(String(url));
    // As the network gives it: a copy through JSON, not the objects the test rendered the page from.
    return { ok: status === 200, status, json: async () => JSON.parse(JSON.stringify(body)) } as Response;
  });
  return requested;
}

/**
 * The HTML the build writes of `block` with its component (BlockGrid gives a block its pictures),
 * put in the page; answers the element and props of its island `name`.
 */
export function blockInPage<D>(
  block: BlockInData<D>,
  Block: ComponentType<{ id: string; data: D; sourceData: SourceData; dataIds: string[]; first: boolean }>,
  name: string,
): { island: HTMLElement; props: Record<string, unknown> } {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <PicturesContext.Provider value={block.pictures}>
      <Block id={block.id} data={block.data} sourceData={block.sourceData} dataIds={block.dataIds} first={false} />
    </PicturesContext.Provider>,
  );
  document.body.append(container);
  const island = container.querySelector<HTMLElement>(`[data-island='${name}']`)!;
  return { island, props: JSON.parse(island.dataset.props!) };
}
