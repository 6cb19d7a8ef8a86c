import React from "react";
import type { GatsbySSR } from "gatsby";
import { HydrateWhenIdle } from "./src/layout/HydrateWhenIdle";
import { AccessIconSprite } from "./src/features/access";
import { noteIslandsPage } from "./gatsby/ssr/islands-page";

// Pages are rendered without the NUL bytes React 18's Node stream renderer can leave in them.
export { replaceRenderer } from "./gatsby/ssr/render-body";
// A page built of islands loads their script instead of Gatsby's runtime.
export { onPreRenderHTML } from "./gatsby/ssr/islands-page";

/** What onRenderBody reads of a page's data: its template's code name, and its context (lobby screens carry a build id and time, see gatsby/create-pages.ts). */
function pageDataOf(
  loadPageDataSync: (path: string) => object,
  pathname: string,
): { template: unknown; context: Record<string, unknown> } {
  try {
    const data = loadPageDataSync(pathname) as { componentChunkName?: unknown; result?: { pageContext?: unknown } };
    const context = data.result?.pageContext;
    return {
      template: data.componentChunkName,
      context: context && typeof context === "object" ? (context as Record<string, unknown>) : {},
    };
  } catch {
    return { template: null, context: {} };
  }
}

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * <html lang="nb"> and the web manifest on every page. The manifest is static/manifest.webmanifest,
 * its SVG icon drawn as PNG files after the build (plugins/web-manifest; drawn-icons.ts says why).
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
  // Read once: for a big programme the page data is tens of kilobytes, and every page is rendered.
  const { template, context } = pageDataOf(loadPageDataSync, pathname);
  noteIslandsPage(pathname, template);
  const buildId = textOf(context.buildId);
  const builtAt = textOf(context.builtAt);
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
