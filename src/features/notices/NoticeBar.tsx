import React, { useEffect, useState } from "react";
import type { Notice } from "../../../content-model";
import { localStore } from "../../browser-storage/local-storage";
import { SEVERITY_LABELS } from "./active-notices";
import { useActiveNotices } from "./useActiveNotices";
import "./notices.css";

/** Where the ids of the notices a visitor has closed are kept, so a closed one stays closed on every page. */
export const CLOSED_NOTICES_KEY = "rk-lukkede-meldinger";

function readClosed(): string[] {
  try {
    const ids: unknown = JSON.parse(localStore()?.getItem(CLOSED_NOTICES_KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return []; // Unreadable storage: every notice shows again, which is the safe side.
  }
}

/** Notices the content has no more are forgotten, so the list never grows. */
function writeClosed(ids: string[], notices: readonly Notice[]): void {
  try {
    localStore()?.setItem(CLOSED_NOTICES_KEY, JSON.stringify(ids.filter((id) => notices.some((n) => n.id === id))));
  } catch {
    // Storage refused: the notice is closed on this page only.
  }
}

/**
 * The notices on show in the site's bar (NoticeBanner), by the visitor's clock; "Lukk" closes one for
 * good. A warning or critical notice is read out at once (alert), information when there is a pause.
 */
export function NoticeBar({ notices }: { notices: readonly Notice[] }) {
  const active = useActiveNotices(notices);
  const [closed, setClosed] = useState<string[] | null>(null);
  useEffect(() => {
    if (active.length && closed === null) setClosed(readClosed());
  }, [active.length, closed]);
  const shown = closed === null ? [] : active.filter((n) => !closed.includes(n.id));
  return (
    <>
      {shown.map((n) => (
        <div
          key={n.id}
          className={`urgent-notice urgent-notice--${n.severity}`}
          role={n.severity === "info" ? "status" : "alert"}
        >
          <p>
            <strong>{SEVERITY_LABELS[n.severity]}:</strong> {n.text}
          </p>
          <button
            type="button"
            onClick={() => {
              const next = [...(closed ?? []), n.id];
              setClosed(next);
              writeClosed(next, notices);
            }}
          >
            Lukk<span className="visually-hidden"> meldingen</span>
          </button>
        </div>
      ))}
    </>
  );
}
