/** The browser's localStorage, or null where there is none or it is refused (private mode, server rendering). */
export function localStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
