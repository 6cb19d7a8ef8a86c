import React, { useEffect } from "react";
import { ScreenNotices } from "../notices";
import { LOBBY_SCREEN_ATTRIBUTE } from "./is-lobby-screen";
import { ScreenHealthMark } from "./ScreenHealthMark";
import { useScreenHealth } from "./useScreenHealth";
import "./screens.css";

/**
 * The lobby screen's frame: the whole viewport, a watch for new builds so nobody has to touch the
 * screen, the content's urgent notices in a band of their own above whatever it shows (which gets
 * the room left: the programme shows fewer rows, useRowsThatFit), and the screen's health (see ScreenHealthMark).
 * <html> is marked too, once the page runs (screens.css hides the site's own notices by it, outside
 * React's root; they come only from the page's own code).
 */
export function ScreenFrame({ children }: { children: React.ReactNode }) {
  const health = useScreenHealth();
  useEffect(() => {
    document.documentElement.setAttribute(LOBBY_SCREEN_ATTRIBUTE, "");
    return () => document.documentElement.removeAttribute(LOBBY_SCREEN_ATTRIBUTE);
  }, []);
  return (
    <main className="screen-main" {...{ [LOBBY_SCREEN_ATTRIBUTE]: "" }}>
      <ScreenNotices />
      {children}
      <ScreenHealthMark health={health} />
    </main>
  );
}
