/** @jest-environment node */
import React, { Suspense, lazy } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { Helmet } from "react-helmet";
import { renderBodyHtml } from "./render-body";

/** Text that puts a two-byte character at every byte offset across React's 2 KB buffers. */
function Footer({ offset }: { offset: number }) {
  return (
    <footer>
      <p>{"x".repeat(offset)}</p>
      {Array.from({ length: 120 }, (_, i) => (
        <p key={i}>{`Rådhusveien ${i} – Rissa · Åsly`}</p>
      ))}
    </footer>
  );
}

/** As Gatsby 5 renders a page when no plugin replaces the renderer (cache-dir/static-entry.js). */
function renderLikeGatsby(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

const offsets = Array.from({ length: 48 }, (_, i) => i);

describe("the page body's markup", () => {
  it("has NUL bytes where a multi-byte character meets the 2 KB buffer, rendered as Gatsby does (the React 18 bug)", async () => {
    const withNul = [];
    for (const offset of offsets) if ((await renderLikeGatsby(<Footer offset={offset} />)).includes("\0")) withNul.push(offset);
    expect(withNul.length).toBeGreaterThan(0);
  });

  it("has none, whatever the text, rendered by renderBodyHtml, and the same markup otherwise", async () => {
    for (const offset of offsets) {
      const html = await renderBodyHtml(<Footer offset={offset} />);
      expect(html).not.toContain("\0");
      expect(html).toBe((await renderLikeGatsby(<Footer offset={offset} />)).replace(/\0/g, ""));
      expect(html).toContain("<p>Rådhusveien 119 – Rissa · Åsly</p>");
    }
  });

  it("waits for lazily loaded parts, as Gatsby's renderer does", async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: React.ComponentType }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p>Lastet – ferdig</p> }), 20),
        ),
    );
    const html = await renderBodyHtml(
      <Suspense fallback={<p>Laster</p>}>
        <Late />
      </Suspense>,
    );
    expect(html).toContain("Lastet – ferdig");
    expect(html).not.toContain("Laster<");
  });

  it("fails when a part fails to render, so Gatsby's own renderer reports it", async () => {
    const Broken = () => {
      throw new Error("ødelagt");
    };
    await expect(
      renderBodyHtml(
        <Suspense fallback={<p>Laster</p>}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow("ødelagt");
  });

  it("keeps pages rendered side by side apart for react-helmet, as Gatsby's renderer does", async () => {
    // Gatsby renders two pages at a time in a worker, each: the body, then Helmet.renderStatic() in onRenderBody.
    const page = async (title: string) => {
      await renderBodyHtml(
        <main>
          <Helmet>
            <title>{title}</title>
          </Helmet>
          <Footer offset={3} />
        </main>,
      );
      await Promise.resolve();
      return Helmet.renderStatic().title.toString();
    };
    const titles = await Promise.all(["Kulturprogram", "Søk", "Fant ikke siden", "Glemt passord"].map(page));
    expect(titles.map((t) => />([^<]*)</.exec(t)?.[1])).toEqual(["Kulturprogram", "Søk", "Fant ikke siden", "Glemt passord"]);
  });
});
