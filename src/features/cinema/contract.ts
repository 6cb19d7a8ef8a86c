// What code outside the React tree shares with the cinema part (plain code, no React, no CSS):
// the browser tests run the member page's clock on by how long it waits before it offers to try again.
export { SLOW_AFTER_MS } from "./slow-after";
// Whether a member is logged in on this device, for a page built of islands (src/islands/parts.ts).
export { loadProfile, PROFILE_KEY } from "./api/profile-storage";
// A date's live ticket state drawn without React, for a page built of islands: a chunk of its own.
export const loadLiveStatusDraw = () => import(/* webpackChunkName: "island-live-status" */ "./live-status/draw");
