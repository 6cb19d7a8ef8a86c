import type { ComponentType } from "react";
import { hydrateLater } from "../../components/hydrate-later";

type Links = typeof import("./CalendarLinks");
type Props = { categories: string[] };

/**
 * The programme's calendar links: plain links and a <details>, nothing for a script to do as the
 * page loads. So the server writes them and their code loads later (see hydrateLater); the server
 * build and the unit tests render them directly (webpack drops the `require` from the browser build).
 */
export const CalendarSubscribe: ComponentType<Props> = hydrateLater<Props>(
  "CalendarSubscribe",
  () => import(/* webpackChunkName: "calendar-links" */ "./CalendarLinks").then((m) => m.CalendarLinks),
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./CalendarLinks") as Links).CalendarLinks,
);
