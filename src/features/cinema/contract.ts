// What code outside the React tree shares with the cinema part (plain code, no React, no CSS):
// the browser tests run the member page's clock on by how long it waits before it offers to try again.
export { SLOW_AFTER_MS } from "./slow-after";
// Whether a member is logged in on this device, for a page built of islands (src/islands/parts.ts).
export { loadProfile, PROFILE_KEY } from "./api/profile-storage";
// A date's live ticket state drawn without React, for a page built of islands: in the islands' own
// script ("eager"), not a chunk of its own. The programme's pages and every production's page show
// it as they open, and as a chunk it was one round trip more before a card's state was asked for,
// and a script more for the phone to fetch and run; the pages without it carry 1.4 KB more.
export const loadLiveStatusDraw = () => import(/* webpackMode: "eager" */ "./live-status/draw");
