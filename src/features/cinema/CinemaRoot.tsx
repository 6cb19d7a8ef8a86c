import React, { useState } from "react";
import { Provider } from "react-redux";
import { getCinemaStore } from "./cinema-store";

/**
 * Gives a cinema island the tab's one store through react-redux. This file is part of the lazily
 * loaded island chunk, so the store (Redux, slices, the API client) loads with the islands only.
 */
export function CinemaRoot({ partner, children }: { partner: number; children: React.ReactNode }) {
  const [store] = useState(() => getCinemaStore(partner));
  return <Provider store={store}>{children}</Provider>;
}
