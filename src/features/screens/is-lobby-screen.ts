/** Set on a lobby screen's <main> (ScreenFrame), in the server-rendered markup too. */
export const LOBBY_SCREEN_ATTRIBUTE = "data-lobby-screen";

/** Whether this document is a lobby screen. Small on purpose: every page's first load carries it. */
export function isLobbyScreen(doc: Document = document): boolean {
  return doc.querySelector(`main[${LOBBY_SCREEN_ATTRIBUTE}]`) !== null;
}
