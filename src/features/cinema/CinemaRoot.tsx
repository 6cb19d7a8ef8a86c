import React, { useEffect, useState } from "react";
import { Provider } from "react-redux";
import { useCinemaStoreLoader } from "./store/CinemaStoreScope";
import type { AppStore } from "./store/store";

/** Gives a cinema island the tab's store (from the app-wide CinemaStoreScope) through react-redux. */
export function CinemaRoot({ partner, children }: { partner: number; children: React.ReactNode }) {
  const loadStore = useCinemaStoreLoader();
  const [store, setStore] = useState<AppStore | null>(null);
  useEffect(() => {
    let current = true;
    void loadStore(partner).then((s) => current && setStore(s));
    return () => {
      current = false;
    };
  }, [loadStore, partner]);
  return store ? <Provider store={store}>{children}</Provider> : null;
}
