import { slidesFromProgramme, type Slide } from "../features/slideshow";
import type { ProgrammeItem } from "../features/programme";
import type { SourceData } from "./source-data";
import { sourceItems } from "./source-items";

/**
 * A slideshow block's slides: written in the page, or the coming productions of its source from the
 * `offset`th on (a page that shows the first few as cards shows the rest here, so no picture shows
 * twice). The block renders them (Slideshow.tsx); on a page built of islands, its island finds them
 * again in the page's data as it starts (slideshow-part.tsx), so the HTML carries only the first.
 */
export function slideshowSlides(
  data: { slides?: Slide[] | null; offset?: number | null },
  sourceData: SourceData,
  dataIds: readonly string[],
): Slide[] {
  return data.slides ?? slidesFromProgramme(sourceItems<ProgrammeItem>(sourceData, dataIds).slice(data.offset ?? 0));
}
