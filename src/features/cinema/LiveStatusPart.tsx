import React, { useEffect, useState } from "react";
import LiveStatusIsland from "./live-status/island";
import { LoadBoundary, PART_FAILED_MESSAGE } from "../../components/LoadBoundary";
import "./cinema.css";

/**
 * The live ticket status next to a ticket link (sold out, few seats left). Only the programme and
 * culture pages show it, and its code is small (the events call and a store of a few lines), so it
 * comes in their own chunk: as a chunk of its own it cost them a request and compressed worse. Like
 * an island it renders in the browser only, after hydration: the server knows nothing live.
 */
export function LiveStatusPart({ partner, eventId, pageEventIds }: { partner: number; eventId: string; pageEventIds: string[] }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return null;
  return (
    <LoadBoundary fallback={<p className="island-failed">{PART_FAILED_MESSAGE}</p>}>
      <LiveStatusIsland partner={partner} eventId={eventId} pageEventIds={pageEventIds} />
    </LoadBoundary>
  );
}
