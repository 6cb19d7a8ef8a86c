import React from "react";
import { SearchPanel } from "../features/search";
import type { BlockProps } from "./types";

export function Search({ data }: BlockProps<{ heading: string }>) {
  return <SearchPanel heading={data.heading} />;
}
