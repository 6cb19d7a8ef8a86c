import React from "react";
import { ScreenNotices } from "../notices";
import { LOBBY_SCREEN_ATTRIBUTE } from "./is-lobby-screen";
import { ScreenHealthMark } from "./ScreenHealthMark";
import { useScreenHealth } from "./useScreenHealth";
import "./screens.css";

/**
 * The lobby screen's frame: the whole viewport, a watch for new builds so nobody has to touch the
 * screen, the content's urgent notices over whatever it shows, and the screen's health (see ScreenHealthMark).
 */
export function ScreenFrame({ children }: { children: React.ReactNode }) {
  const health = useScreenHealth();
  return (
    <main className="screen-main" {...{ [LOBBY_SCREEN_ATTRIBUTE]: "" }}>
      {children}
      <ScreenNotices />
      <ScreenHealthMark health={health} />
    </main>
  );
}
