import React, { type ComponentType } from "react";
import { hydrateLater } from "../../components/hydrate-later";
import { island } from "../../components/island";
import { useSiteDefinition } from "../../components/useSiteDefinition";

type Links = typeof import("./CalendarLinks");
type Props = { categories: string[]; siteUrl: string };

/**
 * The programme's calendar links: plain links and a <details>, nothing for a script to do as the
 * page loads. So the server writes them and their code loads later (see hydrateLater); the server
 * build and the unit tests render them directly (webpack drops the `require` from the browser build).
 */
const Later: ComponentType<Props> = hydrateLater<Props>(
  "CalendarSubscribe",
  () => import(/* webpackChunkName: "calendar-links" */ "./CalendarLinks").then((m) => m.CalendarLinks),
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./CalendarLinks") as Links).CalendarLinks,
);

/**
 * As an island (src/islands/parts.ts, "calendar-links"), on a page built of islands they start by
 * themselves where the address asks a filter (the visitor's selection gets its feed), and otherwise
 * at the first touch.
 */
const CalendarIsland = island("calendar-links", Later);

export function CalendarSubscribe({ categories }: { categories: string[] }) {
  return <CalendarIsland categories={categories} siteUrl={useSiteDefinition().siteUrl} />;
}
