import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { Provider } from "react-redux";
import type { CinemaApi } from "../api/cinema-api";
import { makeStore, type RootState } from "./store";

/** A store whose API is a set of typed fakes; unlisted calls fail loudly. */
export function storeWith(api: Partial<CinemaApi>, preloadedState?: Partial<RootState>) {
  const full = new Proxy(api, {
    get: (target, key: string) => target[key as keyof CinemaApi] ?? (() => Promise.reject(new Error(`unexpected call: ${key}`))),
  }) as CinemaApi;
  return makeStore({ preloadedState, extra: { api: () => full } });
}

/** Renders a cinema component in a Provider with a fresh store (storeWith); returns the store too. */
export function renderWithProviders(
  ui: React.ReactElement,
  {
    api = {},
    preloadedState,
    store = storeWith(api, preloadedState),
    ...options
  }: { api?: Partial<CinemaApi>; preloadedState?: Partial<RootState>; store?: ReturnType<typeof storeWith> } & Omit<
    RenderOptions,
    "wrapper"
  > = {},
) {
  const Wrapper = ({ children }: { children: React.ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
