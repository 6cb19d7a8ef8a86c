import React from "react";
import { Provider } from "react-redux";
import { getCinemaStore } from "./cinema-store";

/** Gives a cinema island the tab's store. Loaded lazily with the island, so other pages never load Redux. */
export function CinemaRoot({ partner, children }: { partner: number; children: React.ReactNode }) {
  return <Provider store={getCinemaStore(partner)}>{children}</Provider>;
}
