import React, { Suspense, lazy, type ComponentProps, type ComponentType } from "react";

type HeadTags = typeof import("./head-tags");

/**
 * A page's <head> (title, description, canonical link, structured data) is written by react-helmet,
 * through the components in head-tags.tsx.
 *
 * The server writes it into every page's HTML (gatsby-plugin-react-helmet), so the page a visitor
 * opens comes with its head already right. In the browser, that code (react-helmet is 5 KB gzipped:
 * after React, the largest library on every page) has work only when the visitor follows a link
 * inside the site and the head must change, so that is when it loads. Until then the browser
 * renders nothing here, exactly what Helmet itself renders in the body, so hydration matches.
 *
 * `process.env.BUILD_STAGE` is written in by webpack: in the browser build the `require` below is in
 * a branch webpack drops, and the head code stays out of the page's first scripts. The server build,
 * `gatsby develop` and the unit tests use it directly.
 */
const directTags = (): HeadTags | null =>
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./head-tags") as HeadTags);

const loadTags = () => import(/* webpackChunkName: "page-head" */ "./head-tags");

let navigatedInApp = false;

/** Called by gatsby-browser before the first page reached by a link inside the site renders. */
export function noteNavigationInApp(): void {
  navigatedInApp = true;
}

/** A component of head-tags.tsx, rendered directly where that code is at hand, and in the browser once a navigation needs it. */
export function headComponent<P extends object>(name: string, pick: (tags: HeadTags) => ComponentType<P>): ComponentType<P> {
  // lazy() types its props as a class component's would be; these are plain function props.
  const Lazy = lazy(() => loadTags().then((tags) => ({ default: pick(tags) }))) as unknown as ComponentType<P>;
  function Head(props: P) {
    const tags = directTags();
    if (tags) {
      const Direct = pick(tags);
      return <Direct {...props} />;
    }
    if (!navigatedInApp) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Head.displayName = name;
  return Head;
}

/** react-helmet's <Helmet>, for head entries a page writes itself (structured data, a redirect's refresh). */
export const PageHead = headComponent<ComponentProps<HeadTags["Helmet"]>>("PageHead", (tags) => tags.Helmet);
