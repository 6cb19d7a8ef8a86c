import React, { useEffect, useState, type ComponentProps, type ComponentType } from "react";

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

let loaded: HeadTags | null = null;
let loading: Promise<HeadTags> | null = null;
/** Navigations inside the site so far, and how many there were when the head code last failed to load. */
let navigations = 0;
let failedAt = -1;

/**
 * The head code, loaded once. A load that fails (no connection, and the worker has no copy) is tried
 * again by the next page, not by every render of this one: until then a page keeps the head it has,
 * and is shown all the same.
 */
function loadTags(): Promise<HeadTags> {
  loading ??= import(/* webpackChunkName: "page-head" */ "./head-tags").then(
    (tags) => (loaded = tags),
    (error: unknown) => {
      loading = null;
      failedAt = navigations;
      throw error;
    },
  );
  return loading;
}

/** Called by gatsby-browser before each page reached by a link inside the site renders. */
export function noteNavigationInApp(): void {
  navigations += 1;
}

/** The head code where it is at hand: at once outside the browser build, else once a navigation needed it and it loaded. */
function useHeadTags(): HeadTags | null {
  const [tags, setTags] = useState<HeadTags | null>(() => directTags() ?? (navigations > 0 ? loaded : null));
  useEffect(() => {
    if (tags || navigations === 0 || failedAt === navigations) return;
    let current = true;
    loadTags().then(
      (next) => current && setTags(next),
      () => undefined, // Not loaded: this page keeps the head it has (see loadTags).
    );
    return () => {
      current = false;
    };
  });
  return tags;
}

/** A component of head-tags.tsx, rendered directly where that code is at hand, and in the browser once a navigation needs it. */
export function headComponent<P extends object>(name: string, pick: (tags: HeadTags) => ComponentType<P>): ComponentType<P> {
  function Head(props: P) {
    const tags = useHeadTags();
    if (!tags) return null;
    const Tags = pick(tags);
    return <Tags {...props} />;
  }
  Head.displayName = name;
  return Head;
}

/** react-helmet's <Helmet>, for head entries a page writes itself (structured data, a redirect's refresh). */
export const PageHead = headComponent<ComponentProps<HeadTags["Helmet"]>>("PageHead", (tags) => tags.Helmet);
