import React, { startTransition, useEffect, useState } from "react";
import { keepForOffline } from "../offline";
import { isSaved, onSavedChange, toggleSaved, type SavedEntry } from "./saved-store";
import "./saved.css";

/**
 * The saved list's page, fetched ahead with all it needs, so that under the service worker it opens
 * offline though it was never opened (src/features/offline/saved-offline.ts).
 */
function keepSavedListPage() {
  keepForOffline("/husket");
}

/**
 * "Husk": a toggle (aria-pressed) that keeps a production or one of its dates on the visitor's
 * saved list (/husket), in this browser only. Tiny on purpose: it is on every programme card.
 * The server renders it not pressed; the stored state comes after hydration, as a transition, and
 * follows changes made by other buttons and other tabs. `label` names the event ("Husk Julekonsert
 * lørdag 12. desember kl. 18.00"), so a screen reader user knows what each heart is for.
 */
export function HuskButton({ entry, label, className = "" }: { entry: SavedEntry; label: string; className?: string }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const read = () => startTransition(() => setSaved(isSaved(entry)));
    read();
    return onSavedChange(read);
  }, [entry.kind, entry.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the entry's identity
  return (
    <button
      type="button"
      className={`husk ${className}`}
      aria-pressed={saved}
      aria-label={label}
      onClick={() => {
        const now = toggleSaved(entry);
        setSaved(now);
        if (now) keepSavedListPage();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.2 4.5 6.8 4.5c2.2 0 3.9 1.2 5.2 3 1.3-1.8 3-3 5.2-3 3.6 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      {/* The same word pressed or not: the name says what it does, aria-pressed and the filled heart whether it is done. */}
      <span className="husk__text">Husk</span>
    </button>
  );
}
