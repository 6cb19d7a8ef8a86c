import React, { useEffect } from "react";
import { PageHead } from "../components/PageHead";
import type { PageProps } from "gatsby";
import { navigateInSite } from "../links/navigate-in-site";

/**
 * The page at an old address. On a plain static host it sends the browser on by itself (meta
 * refresh and a link). Opened directly with JavaScript, gatsby-browser sends the browser on before
 * anything renders. Reached by a link inside the site, it shows where the page went for the moment
 * the new page takes to load, and goes on there at once: the old address replaced in the history,
 * its query and fragment kept.
 */
export default function RedirectTemplate({ pageContext, location }: PageProps<object, { redirectTo: string }>) {
  const to = pageContext.redirectTo;
  // In the app only: the static page's refresh and link lead to the bare address.
  const onward = to + (location.search ?? "") + (location.hash ?? "");
  useEffect(() => {
    navigateInSite(onward, { replace: true });
  }, [onward]);
  return (
    <main>
      <PageHead htmlAttributes={{ lang: "nb" }}>
        <title>Siden har flyttet</title>
        {/* Only in the static HTML: inside the app, navigateInSite() moves on and a refresh would reload the page. */}
        {typeof window === "undefined" && <meta httpEquiv="refresh" content={`0; url=${to}`} />}
        <meta name="robots" content="noindex" />
      </PageHead>
      <h1>Siden har flyttet</h1>
      <p>
        Du finner den nå på <a href={to}>{to}</a>.
      </p>
    </main>
  );
}
