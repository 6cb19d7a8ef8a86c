import React, { useSyncExternalStore } from "react";
import { Link } from "gatsby";
import { onSavedChange, readStored } from "./saved-store";
import { SAVED_PAGE_PATH } from "./entries";
import "./saved.css";

const count = () => readStored().length;

/**
 * The way to the saved list (/husket) for every visitor, in the header: a heart with how many are
 * saved, there once something is. The server renders nothing (it cannot know), so it appears after
 * hydration and at the first "Husk", and goes when the list is emptied, here or in another tab.
 */
export function SavedLink() {
  const saved = useSyncExternalStore(onSavedChange, count, () => 0);
  if (saved === 0) return null;
  return (
    <Link to={SAVED_PAGE_PATH} className="icon-button saved-link" aria-label={`Husket (${saved})`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.2 4.5 6.8 4.5c2.2 0 3.9 1.2 5.2 3 1.3-1.8 3-3 5.2-3 3.6 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="saved-link__count" aria-hidden="true">
        {saved}
      </span>
    </Link>
  );
}
