import type { Picture } from "../pictures/picture";
import type { ContentPage, PageBlock } from "../../content-model";
import type { SourceData } from "./source-data";

/** A content page as its template's query gives it (the ContentPageFields fragment in BlockPage.tsx). */
export type PageData = Pick<ContentPage, "title" | "path" | "layout" | "template" | "meta"> & {
  noindex?: boolean | null;
  /** The meta image's social crop (og:image), made by the build. */
  socialImage?: string | null;
  blocks: (PageBlock & { sourceData: SourceData | null; qrSvg?: string | null; pictures?: Record<string, Picture> | null })[];
};
