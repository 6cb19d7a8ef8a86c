// What code outside the React tree shares with the lobby screens (plain code, no React, no CSS):
// gatsby-browser asks whether this page is a screen.
export { isLobbyScreen } from "./is-lobby-screen";
// The build crops the programme rows' photos for a portrait screen under this media query.
export { SCREEN_PORTRAIT } from "./row-photos";
