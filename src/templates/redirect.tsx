import React, { useEffect } from "react";
import { navigate, type HeadProps, type PageProps } from "gatsby";

type Context = { redirectTo: string };

/**
 * The page at an old address. On a plain static host it sends the browser on by itself
 * (meta refresh and a link); with JavaScript, gatsby-browser has usually moved on already.
 */
export default function RedirectTemplate({ pageContext }: PageProps<object, Context>) {
  const to = pageContext.redirectTo;
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return (
    <main>
      <h1>Siden har flyttet</h1>
      <p>
        Du finner den nå på <a href={to}>{to}</a>.
      </p>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return (
    <>
      <title>Siden har flyttet</title>
      {/* Only in the static HTML: inside the app, navigate() moves on and a refresh would reload the page. */}
      {typeof window === "undefined" && <meta httpEquiv="refresh" content={`0; url=${pageContext.redirectTo}`} />}
      <meta name="robots" content="noindex" />
    </>
  );
}
