import React from "react";
import type { ProductionEvent } from "../../../content-model";

/**
 * A date's status on a lobby screen, before the production's title (a programme row, a slide):
 * "Avlyst" or "Utsolgt" as a badge (screens.css), nothing for a date that is on.
 */
export function ScreenDateStatus({ status }: { status: ProductionEvent["status"] }) {
  if (status === "cancelled") return <strong className="screen-program__status screen-program__status--cancelled">Avlyst</strong>;
  if (status === "soldOut") return <strong className="screen-program__status">Utsolgt</strong>;
  return null;
}
