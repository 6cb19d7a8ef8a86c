import React from "react";
import { SearchIsland } from "../features/search";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";

export function Search({ data }: BlockProps<BlockData<"Search">>) {
  return <SearchIsland heading={data.heading} />;
}
