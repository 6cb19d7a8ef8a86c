import React from "react";
import type { GatsbySSR } from "gatsby";
import { HydrateWhenIdle } from "./src/layout/HydrateWhenIdle";
import { AccessIconSprite } from "./src/features/access";
import { noteIslandsPage } from "./gatsby/ssr/islands-page";

// Pages are rendered without the NUL bytes React 18's Node stream renderer can leave in them.
export { replaceRenderer } from "./gatsby/ssr/render-body";
// A page built of islands loads their script instead of Gatsby's runtime.
export { onPreRenderHTML } from "./gatsby/ssr/islands-page";

/** The name of the page's template's code (its page data's componentChunkName); null when unreadable. */
function templateOf(loadPageDataSync: (path: string) => object, pathname: string): unknown {
  try {
    return (loadPageDataSync(pathname) as { componentChunkName?: unknown }).componentChunkName;
  } catch {
    return null;
  }
}

/** The build id and time a page's context carries (lobby screens only, see gatsby/create-pages.ts). */
function contextText(
  loadPageDataSync: (path: string) => { result: Record<string, unknown> },
  pathname: string,
  key: "buildId" | "builtAt",
): string | null {
  try {
    const value = (loadPageDataSync(pathname).result.pageContext as Record<string, unknown> | undefined)?.[key];
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * <html lang="nb"> and the web manifest on every page. The manifest is a static file
 * (static/manifest.webmanifest): its one SVG icon needs no image processing at build time.
 * Nothing here may change from one build to the next: the server renderer's code decides whether
 * Gatsby renders every page again, and a rebuild should render only the pages whose data changed.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
  loadPageDataSync,
  pathname,
}) => {
  setHtmlAttributes({ lang: "nb" });
  noteIslandsPage(pathname, templateOf(loadPageDataSync, pathname));
  const buildId = contextText(loadPageDataSync, pathname, "buildId");
  const builtAt = contextText(loadPageDataSync, pathname, "builtAt");
  setHeadComponents([
    // The offline app shell renders no page, so no Seo and no icon: the browser would ask for a
    // /favicon.ico that is not there (a failed request in every console it starts in, offline or not).
    ...(pathname.startsWith("/offline-plugin-app-shell-fallback")
      ? [<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]
      : []),
    <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
    <meta key="theme-color" name="theme-color" content="#1f3a5f" />,
    // Read by the lobby screens to notice a new build (see gatsby/post-build/build-id.ts).
    ...(buildId ? [<meta key="build-id" name="build-id" content={buildId} />] : []),
    // When the screen's data was made: a screen a day behind says so (src/features/screens/ScreenHealthMark.tsx).
    ...(builtAt ? [<meta key="build-time" name="build-time" content={builtAt} />] : []),
  ]);
  // Every page: a page reached by a link inside the site keeps the document, and may show access features.
  setPostBodyComponents([<AccessIconSprite key="access-icons" />]);
};

/** The same boundary as gatsby-browser's, so the browser finds it in the markup and hydrates it later. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <HydrateWhenIdle>{element}</HydrateWhenIdle>;
