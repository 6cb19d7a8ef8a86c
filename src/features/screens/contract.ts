// What code outside the React tree shares with the lobby screens (plain code, no React, no CSS):
// gatsby-browser asks whether this page is a screen.
export { isLobbyScreen } from "./is-lobby-screen";
// The build crops the programme rows' photos for a portrait screen under this media query, and its
// tests read a row's photo as the screen does.
export { SCREEN_PORTRAIT, rowPhoto } from "./row-photos";
// How often a screen asks which build the site serves: the browser tests run its clock on by this.
export { BUILD_CHECK_MS } from "./build-watch";
// When a screen's corner note says it is offline or its data is old: the week's soak expects the latter.
export { STALE_DATA_MS } from "./health-marks";
