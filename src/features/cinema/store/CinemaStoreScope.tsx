import React, { createContext, useContext } from "react";
import type { AppStore } from "./store";

type GetStore = (partner: number) => Promise<AppStore>;

// The store module (Redux, slices, the API client) is imported only when an island asks for it,
// so wrapping every page in this scope costs the first load next to nothing.
const loadStore: GetStore = (partner) => import("../cinema-store").then((m) => m.getCinemaStore(partner));

const StoreContext = createContext<GetStore>(loadStore);

/**
 * Provides the cinema store to the whole app, from gatsby-browser and gatsby-ssr
 * (wrapRootElement). What it provides is the way to get the tab's one store; cinema islands
 * use it and put the store in a react-redux Provider around themselves.
 */
export function CinemaStoreScope({ children }: { children: React.ReactNode }) {
  return <StoreContext.Provider value={loadStore}>{children}</StoreContext.Provider>;
}

export const useCinemaStoreLoader = () => useContext(StoreContext);
