import React from "react";
import type { PageData } from "./page-data";
import type { AnyRegistry } from "./types";
import { BlockGrid, BlockPageSeo } from "./BlockGrid";

type Frame = React.ComponentType<{ children: React.ReactNode }>;

/** A lobby screen's page: its blocks in the screen's frame (no header, footer or newsletter in the footer). */
export function ScreenBlockPage({ page, registry, Frame }: { page: PageData; registry: AnyRegistry; Frame: Frame }) {
  return (
    <Frame>
      <BlockPageSeo page={page} />
      <BlockGrid page={page} registry={registry} />
    </Frame>
  );
}
