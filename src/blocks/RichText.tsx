import React from "react";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";

/** Editor-written HTML, already sanitized by the build (content-model/sanitize.ts). */
export function RichText({ data }: BlockProps<BlockData<"RichText">>) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />;
}
