import React, { useEffect } from "react";
import { useStore } from "react-redux";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { selectUser, switchTokens } from "../user/userSlice";
import { selectWatchlist } from "./watchlistSlice";
import "./watchlist.css";

/** Stores whose watch list this page has asked for: one request however many cards show a mark. */
const asked = new WeakSet<object>();

/** "På ønsket ditt" on a film the logged-in member has on their watch list (matched by EDI number). */
export function WatchMark({ ediNumber }: { ediNumber: string }) {
  const dispatch = useAppDispatch();
  const store = useStore();
  const { userProfile } = useAppSelector(selectUser);
  const watchlist = useAppSelector(selectWatchlist);
  useEffect(() => {
    if (!userProfile || asked.has(store) || watchlist.status !== "idle") return;
    asked.add(store);
    // The session is renewed first; the watch list follows it (watchlistSlice's listener).
    void dispatch(switchTokens());
  }, [dispatch, store, userProfile, watchlist.status]);
  if (!userProfile || !watchlist.items.some((m) => m.edis === ediNumber)) return null;
  return <span className="watch-mark">På ønsket ditt</span>;
}
