import type { SourceData } from "../types/programme";

/** What every block component receives: its own settings and the items of the sources it names. */
export interface BlockProps<D = Record<string, unknown>> {
  id: string;
  data: D;
  sourceData: SourceData;
  dataIds: string[];
  /** True for the first block on the page, whose image should load first. */
  first: boolean;
}
