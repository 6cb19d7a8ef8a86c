import React, { Suspense, lazy, type ComponentProps } from "react";
import type { Helmet as HelmetClass } from "react-helmet";

type HelmetProps = ComponentProps<typeof HelmetClass>;

/**
 * A page's <head> entries (title, description, canonical link, structured data), written by react-helmet.
 *
 * The server writes them into every page's HTML (gatsby-plugin-react-helmet), so the page a visitor
 * opens comes with its head already right. In the browser, react-helmet (5 KB gzipped: after React,
 * the largest library on every page) has work only when the visitor follows a link inside the site
 * and the head must change, so that is when it loads. Until then the browser renders nothing here,
 * exactly what Helmet itself renders in the body, so hydration matches.
 *
 * `process.env.BUILD_STAGE` is written in by webpack: in the browser build the `require` below is in a
 * branch webpack drops, and react-helmet stays out of the page's first scripts. The server build,
 * `gatsby develop` and the unit tests use it directly.
 */
const directHelmet = (): typeof HelmetClass | null =>
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("react-helmet") as typeof import("react-helmet")).Helmet;

const LazyHelmet = lazy(() => import(/* webpackChunkName: "page-head" */ "react-helmet").then((m) => ({ default: m.Helmet })));

let navigatedInApp = false;

/** Called by gatsby-browser before the first page reached by a link inside the site renders. */
export function noteNavigationInApp(): void {
  navigatedInApp = true;
}

export function PageHead(props: HelmetProps) {
  const Helmet = directHelmet();
  if (Helmet) return <Helmet {...props} />;
  if (!navigatedInApp) return null;
  return (
    <Suspense fallback={null}>
      <LazyHelmet {...props} />
    </Suspense>
  );
}
