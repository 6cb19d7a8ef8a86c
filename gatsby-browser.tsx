import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { navigate } from "gatsby";
import redirects from "./redirects.json";
import { makeRedirectLookup } from "./src/lib/redirects";
import { CinemaStoreScope } from "./src/app/CinemaStoreScope";
import "./src/styles/global.css";

/** The cinema store is provided app-wide; it loads only when a cinema island asks for it. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <CinemaStoreScope>{element}</CinemaStoreScope>;

const redirectFor = makeRedirectLookup(redirects);

/** An old address opened directly: go on before anything renders. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const to = redirectFor(window.location.pathname);
  if (to) window.location.replace(to + window.location.search + window.location.hash);
};

/** An old address reached by a link inside the site. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location }) => {
  const to = redirectFor(location.pathname);
  if (to) void navigate(to + location.search + location.hash, { replace: true });
};

/** Marks the page as interactive, for browser tests that must not click before React is ready. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
