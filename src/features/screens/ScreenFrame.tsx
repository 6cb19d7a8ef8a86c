import React from "react";
import { useReloadOnNewBuild } from "./build-watch";

/** The lobby screen's frame: the whole viewport, and a watch for new builds so nobody has to touch the screen. */
export function ScreenFrame({ children }: { children: React.ReactNode }) {
  useReloadOnNewBuild();
  return <main className="screen-main">{children}</main>;
}
