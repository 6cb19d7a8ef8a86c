import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
// The web-streams build, in Node as in the browser: it encodes each piece of markup whole and copies
// its bytes, where the Node build's renderToPipeableStream writes a full 2 KB buffer even when a
// multi-byte character (å, ø, –, ·) did not fit at its end, leaving NUL bytes in the page (a React 18
// bug, fixed in React 19).
const { renderToReadableStream } = require("react-dom/server.browser") as Pick<typeof import("react-dom/server"), "renderToReadableStream">;

/**
 * A page's body markup as Gatsby's own renderer makes it (every Suspense boundary resolved before
 * any markup is taken), without the NUL bytes. Rejects when rendering fails anywhere.
 */
export async function renderBodyHtml(element: ReactElement): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  if (failure !== undefined) throw failure;
  const decoder = new TextDecoder();
  let html = "";
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
  return html + decoder.decode();
}

/**
 * Gatsby's replaceRenderer: the page is rendered with renderBodyHtml. When that fails the body is
 * left alone, so Gatsby renders the page itself and reports the failure (or follows a redirect) as
 * it always does.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  try {
    replaceBodyHTMLString(await renderBodyHtml(bodyComponent as ReactElement));
  } catch {
    /* Gatsby's own renderer takes over */
  }
};
