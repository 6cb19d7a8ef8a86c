import { makeStore, type AppStore } from "./store/store";
import { createCinemaApi, type CinemaApi } from "./api/cinema-api";
import { cinemaApiOrigins, cinemaAuth, cinemaBaseUrl } from "./api/cinema-config";
import { clearProfile, loadProfile } from "../../lib/profile-storage";
import { initialUserState, selectProfile, sessionLost } from "./user/userSlice";

let store: AppStore | null = null;

export class CinemaUnavailableError extends Error {
  constructor() {
    super("Kinotjenesten er ikke tilgjengelig akkurat nå.");
  }
}

/**
 * The tab's one cinema store, made the first time a cinema island needs it, with the member's
 * stored profile and the API of the site's first partner.
 */
export function getCinemaStore(partner: number): AppStore {
  if (store) return store;
  const baseURL = cinemaBaseUrl(partner);
  let api: CinemaApi | null = null;
  const created: AppStore = makeStore({
    preloadedState: { user: { ...initialUserState, userProfile: loadProfile() } },
    extra: {
      api: () => {
        if (!baseURL) throw new CinemaUnavailableError();
        api ??= createCinemaApi({
          partner,
          baseURL,
          auth: cinemaAuth,
          apiOrigins: cinemaApiOrigins(),
          getToken: () => selectProfile(created.getState())?.token ?? null,
          onSessionLost: () => {
            clearProfile();
            created.dispatch(sessionLost());
          },
        });
        return api;
      },
    },
  });
  store = created;
  return created;
}
