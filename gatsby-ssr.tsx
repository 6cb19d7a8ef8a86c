import React from "react";
import type { GatsbySSR } from "gatsby";

// Pages are rendered without the NUL bytes React 18's Node stream renderer can leave in them.
export { replaceRenderer } from "./gatsby/ssr/render-body";

/**
 * <html lang="nb"> and the web manifest on every page. The manifest is a static file
 * (static/manifest.webmanifest): its one SVG icon needs no image processing at build time.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "nb" });
  setHeadComponents([
    // The offline app shell renders no page, so no Seo and no icon: the browser would ask for a
    // /favicon.ico that is not there (a failed request in every console it starts in, offline or not).
    ...(pathname.startsWith("/offline-plugin-app-shell-fallback")
      ? [<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]
      : []),
    <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
    <meta key="theme-color" name="theme-color" content="#1f3a5f" />,
    // Read by the lobby screens to notice a new build (see gatsby/post-build/build-id.ts).
    <meta key="build-id" name="build-id" content={process.env.SITE_BUILD_ID ?? ""} />,
  ]);
};
