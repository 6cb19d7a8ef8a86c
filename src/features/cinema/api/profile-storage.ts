import { localStore } from "../../../browser-storage/local-storage";

/**
 * The logged-in cinema member, kept in localStorage under "cw-profile-new". A profile under the
 * older key "cw-profile" is read once and moved. Anything unreadable means logged out; storage
 * that throws (private mode, full disk) never breaks the page.
 */
export interface UserProfile {
  userName: string;
  email: string;
  token: string;
}

export const PROFILE_KEY = "cw-profile-new";
export const OLD_PROFILE_KEY = "cw-profile";

/** A profile from stored JSON, or null when it is not one. Older profiles may lack userName or email. */
export function parseProfile(raw: string | null): UserProfile | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== "object" || typeof value.token !== "string" || value.token === "") return null;
    return {
      token: value.token,
      userName: typeof value.userName === "string" ? value.userName : "",
      email: typeof value.email === "string" ? value.email : "",
    };
  } catch {
    return null;
  }
}

export function loadProfile(): UserProfile | null {
  const store = localStore();
  if (!store) return null;
  try {
    const current = parseProfile(store.getItem(PROFILE_KEY));
    if (current) return current;
    const old = parseProfile(store.getItem(OLD_PROFILE_KEY));
    if (old) {
      store.setItem(PROFILE_KEY, JSON.stringify(old));
      store.removeItem(OLD_PROFILE_KEY);
    }
    return old;
  } catch {
    return null;
  }
}

export function saveProfile(profile: UserProfile): void {
  try {
    localStore()?.setItem(PROFILE_KEY, JSON.stringify(profile));
  } catch {
    /* the session still works for this page view */
  }
}

export function clearProfile(): void {
  try {
    localStore()?.removeItem(PROFILE_KEY);
    localStore()?.removeItem(OLD_PROFILE_KEY);
  } catch {
    /* nothing stored, nothing to clear */
  }
}
