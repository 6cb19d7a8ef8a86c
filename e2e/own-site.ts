import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { BrowserContext } from "@playwright/test";
import { createStaticServer } from "../scripts/static-server";

const PUBLIC = path.join(__dirname, "..", "public");

/**
 * A copy of the built site on a port of its own, for tests that need what the shared server cannot
 * give: a network that really goes away (Chromium's offline mode does not stop a service worker's
 * own requests), and a new build deployed while a page is open.
 */
export interface OwnSite {
  url: string;
  /** The connection goes: the server stops and the browser goes offline. */
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
  /**
   * Deploys "the next build": a new build id, the given text changed in every page and its data,
   * and a service worker whose precache revisions follow the changed files, as a real build's would.
   * Returns the new build id.
   */
  deployNewBuild(change?: { from: string; to: string }): string;
  /**
   * The same deploy, uploaded in two parts as a host that is not atomic would: build.json first
   * (`id` is the build it names), the pages, their data and the worker when `uploadTheRest` is called.
   */
  startDeploy(change?: { from: string; to: string }): { id: string; uploadTheRest(): void };
  /**
   * The connection drops, on cue, for every request whose path matches: the server closes it
   * without an answer (null: none is dropped). Everything else is answered as before.
   */
  dropConnections(paths: RegExp | null): void;
  /**
   * Every request whose path matches is taken and never answered, as a server that hangs would
   * (null: none is held). Held connections end when the server stops.
   */
  holdConnections(paths: RegExp | null): void;
  /** Requests the server has answered or dropped, by path and query, in order. */
  requests(): string[];
  close(): Promise<void>;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, keep) : keep(full) ? [full] : [];
  });
}

export async function startOwnSite(context: BrowserContext): Promise<OwnSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-nettsted-"));
  fs.cpSync(PUBLIC, root, { recursive: true, filter: (src) => !src.endsWith(".map") });
  let server: Server | null = null;
  let port = 0;
  let dropping: RegExp | null = null;
  let holding: RegExp | null = null;
  const seen: string[] = [];

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createStaticServer({ root });
      // Between the connection and the static server: a request may be dropped, on cue.
      const serve = next.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
      next.removeAllListeners("request");
      next.on("request", (req: IncomingMessage, res: ServerResponse) => {
        const url = req.url ?? "/";
        seen.push(url);
        if (dropping?.test(new URL(url, "http://localhost").pathname)) {
          req.socket.destroy();
          return;
        }
        // Taken and never answered; closeAllConnections ends it when the server stops.
        if (holding?.test(new URL(url, "http://localhost").pathname)) return;
        for (const handler of serve) handler(req, res);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = null;
      closing.close(() => resolve());
      closing.closeAllConnections();
    });

  await listen();
  const url = `http://localhost:${port}`;
  let build = 1;

  function startDeploy(change?: { from: string; to: string }) {
    const buildFile = path.join(root, "build.json");
    const oldId = (JSON.parse(fs.readFileSync(buildFile, "utf8")) as { buildId: string }).buildId;
    const newId = `${oldId}-ny${build++}`;
    const replacements: [string, string][] = [[oldId, newId], ...(change ? [[change.from, change.to] as [string, string]] : [])];
    const upload = (files: string[]) => {
      for (const file of files) {
        const text = fs.readFileSync(file, "utf8");
        const next = replacements.reduce((t, [from, to]) => t.split(from).join(to), text);
        if (next !== text) fs.writeFileSync(file, next);
      }
    };
    upload([buildFile]);
    return {
      id: newId,
      uploadTheRest() {
        upload(
          filesUnder(root, (f) => f.endsWith(".html") || (f.endsWith(".json") && f.includes(`${path.sep}page-data${path.sep}`))),
        );
        const swFile = path.join(root, "sw.js");
        const sw = fs.readFileSync(swFile, "utf8").replace(
          /"url": "([^"]+)",\s*"revision": "[0-9a-f]+"/g,
          (_, url: string) =>
            `"url": "${url}",\n    "revision": "${crypto
              .createHash("md5")
              .update(fs.readFileSync(path.join(root, url)))
              .digest("hex")}"`,
        );
        fs.writeFileSync(swFile, sw);
      },
    };
  }

  return {
    url,
    async goOffline() {
      await stop();
      await context.setOffline(true);
    },
    async goOnline() {
      await context.setOffline(false);
      await listen();
    },
    deployNewBuild(change) {
      const deploy = startDeploy(change);
      deploy.uploadTheRest();
      return deploy.id;
    },
    startDeploy: (change) => startDeploy(change),
    dropConnections(paths) {
      dropping = paths;
    },
    holdConnections(paths) {
      holding = paths;
    },
    requests: () => [...seen],
    async close() {
      await stop();
      await context.setOffline(false).catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
