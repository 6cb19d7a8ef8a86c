import type { CinemaApi } from "../api/cinema-api";
import { makeStore, type RootState } from "./store";

/** A store whose API is a set of typed fakes; unlisted calls fail loudly. */
export function storeWith(api: Partial<CinemaApi>, preloadedState?: Partial<RootState>) {
  const full = new Proxy(api, {
    get: (target, key: string) => target[key as keyof CinemaApi] ?? (() => Promise.reject(new Error(`unexpected call: ${key}`))),
  }) as CinemaApi;
  return makeStore({ preloadedState, extra: { api: () => full } });
}
