import React from "react";
import { SearchPanel } from "../features/search";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";

export function Search({ data }: BlockProps<BlockData<"Search">>) {
  return <SearchPanel heading={data.heading} />;
}
