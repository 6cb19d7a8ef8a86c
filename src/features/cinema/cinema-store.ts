import { makeStore, type AppStore } from "./store/store";
import { createCinemaApi, type CinemaApi } from "./api/cinema-api";
import { cinemaApiOrigins, cinemaAuth, cinemaBaseUrl } from "./api/cinema-config";
import type { AuthMode } from "./api/http-client";
import { clearProfile, loadProfile } from "./api/profile-storage";
import { initialUserState, selectProfile, sessionLost } from "./user/userSlice";

let store: AppStore | null = null;

export class CinemaUnavailableError extends Error {
  constructor() {
    super("Kinotjenesten er ikke tilgjengelig akkurat nå.");
  }
}

/**
 * A store with the member's stored profile and a cinema API at `baseURL` (none: every call fails
 * with CinemaUnavailableError). A session that cannot be renewed ends only if it is the session of
 * the member logged in now.
 */
export function createCinemaStore({
  partner,
  baseURL,
  auth,
  apiOrigins,
}: {
  partner: number;
  baseURL: string | null;
  auth: AuthMode;
  apiOrigins: string[];
}): AppStore {
  let api: CinemaApi | null = null;
  const created: AppStore = makeStore({
    preloadedState: { user: { ...initialUserState, userProfile: loadProfile() } },
    extra: {
      api: () => {
        if (!baseURL) throw new CinemaUnavailableError();
        api ??= createCinemaApi({
          partner,
          baseURL,
          auth,
          apiOrigins,
          getToken: () => selectProfile(created.getState())?.token ?? null,
          onSessionLost: (member) => {
            if ((selectProfile(created.getState())?.token ?? null) !== member) return;
            clearProfile();
            created.dispatch(sessionLost());
          },
        });
        return api;
      },
    },
  });
  return created;
}

/**
 * The tab's one cinema store, made the first time a cinema island needs it, with the member's
 * stored profile and the API of the site's first partner.
 */
export function getCinemaStore(partner: number): AppStore {
  store ??= createCinemaStore({ partner, baseURL: cinemaBaseUrl(partner), auth: cinemaAuth, apiOrigins: cinemaApiOrigins() });
  return store;
}
