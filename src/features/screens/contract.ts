// What code outside the React tree shares with the lobby screens (plain code, no React, no CSS):
// gatsby-browser asks whether this page is a screen.
export { isLobbyScreen } from "./is-lobby-screen";
// The build crops the programme rows' photos for a portrait screen under this media query, and its
// tests read a row's photo as the screen does.
export { SCREEN_PORTRAIT, rowPhoto } from "./row-photos";
// How often a screen asks which build the site serves: the browser tests run its clock on by this.
export { BUILD_CHECK_MS } from "./build-watch";
// How old a screen's data grows before its corner says when it was made: the week's soak expects that note.
export { STALE_DATA_MS } from "./health-marks";
