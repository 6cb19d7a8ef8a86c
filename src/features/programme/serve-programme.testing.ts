import { makeListing } from "./listing";
import { encodeProgrammeIndex } from "./programme-index";
import type { ProgrammeItem } from "./programme-item";

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

/**
 * `fetch` as the built site answers the programme's requests: the programme index, and each listing
 * page's page data (block `blockId`, `pageSize` productions a page); 404 for anything else. Returns
 * the URLs asked for, in order.
 */
export function serveProgramme(programme: ProgrammeItem[], pageSize: number, blockId = "blokk"): string[] {
  const requested: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    requested.push(url);
    if (url === "/programme-index.json") return answer(encodeProgrammeIndex(programme));
    const page = /\/side\/(\d+)\/page-data\.json$/.exec(url);
    if (page)
      return answer({
        result: {
          data: { contentPage: { listings: [{ id: blockId, listing: makeListing(programme, Number(page[1]), pageSize) }] } },
        },
      });
    return { ok: false, status: 404, json: async () => ({}) };
  }) as never;
  return requested;
}
