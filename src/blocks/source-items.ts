import type { ProgrammeItem } from "../features/programme";
import type { ArticleSummary, SourceData } from "./source-data";

/** The items of the sources a block names, in the order of its dataIds. */
export function sourceItems<T extends ProgrammeItem | ArticleSummary>(sourceData: SourceData, dataIds: readonly string[]): T[] {
  return dataIds.flatMap((name) => {
    const value = sourceData?.[name];
    if (!value) return [];
    return (Array.isArray(value) ? value : [value]) as T[];
  });
}
