import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { GatsbySSR } from "gatsby";

/**
 * React 18's Node stream renderer, which Gatsby uses for the static HTML, writes out its whole 2 KB
 * buffer when a multi-byte character (å, ø, –, ·) does not fit at its end, so the unfilled bytes
 * reach the page as NUL ("R\0ådhusveien"); fixed in React 19. React never splits a character across
 * its buffers, so dropping the zero bytes from the rendered bytes leaves exactly the markup meant;
 * a NUL in the content itself goes too (an HTML parser would not show it either).
 */
const withoutNul = (bytes: Buffer) => (bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes);

/**
 * A page's body markup, rendered as Gatsby renders it (renderToPipeableStream, every Suspense
 * boundary resolved before any markup is taken, the same scheduling, so react-helmet sees one page
 * at a time), without the NUL bytes, and decoded once as a whole. Rejects when rendering fails.
 */
export function renderBodyHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        next();
      },
    });
    sink.on("finish", () => resolve(withoutNul(Buffer.concat(chunks)).toString("utf8")));
    sink.on("error", reject);
    // As Gatsby's renderer: any error fails the page (the first one is reported).
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
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
