import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { closeNginx, startNginx } from "../scripts/nginx";

const PUBLIC = path.join(__dirname, "..", "public");

/**
 * A copy of the built site served by nginx of its own (scripts/nginx.ts, the site's own rules), for
 * tests that need what the shared server cannot give: a network that really goes away (Chromium's
 * offline mode does not stop a service worker's own requests), and a new build deployed while a page is open.
 */
export interface OwnSite {
  url: string;
  /** The connection goes: nginx stops and the browser goes offline. */
  goOffline(): Promise<void>;
  /** The connection comes back: nginx starts, then the browser is online (its "online" event). */
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
   * The connection drops, on cue, for every request whose path matches: nginx closes it without an
   * answer (`return 444`; null: none is dropped). Everything else is answered as before. Resolves
   * once nginx runs with the change.
   */
  dropConnections(paths: RegExp | null): Promise<void>;
  /**
   * Every request whose path matches is taken and never answered, as a server that hangs would
   * (null: none is held): nginx passes it to a socket that reads and never writes. Held connections
   * end when the server stops. Resolves once nginx runs with the change.
   */
  holdConnections(paths: RegExp | null): Promise<void>;
  /** Requests the server has answered, dropped or holds, by path and query. */
  requests(): string[];
  close(): Promise<void>;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, keep) : keep(full) ? [full] : [];
  });
}

/** A JavaScript pattern as an nginx (PCRE) one, in quotes: the tests' patterns are plain enough to mean the same. */
function pcre(paths: RegExp): string {
  if (/["\s]/.test(paths.source)) throw new Error(`own-site: a pattern nginx cannot take as it is: ${String(paths)}`);
  return `${paths.flags.includes("i") ? "~*" : "~"} "${paths.source}"`;
}

/** A socket that takes connections and never answers, noting the path nginx passes on (X-Held-Uri). */
async function startHolder(): Promise<{ port: number; held: string[]; close(): Promise<void> }> {
  const held: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let head = "";
    socket.on("data", (chunk: Buffer) => {
      if (head.includes("\r\n\r\n")) return;
      head += chunk.toString("latin1");
      const uri = /^x-held-uri: (.*)$/im.exec(head)?.[1];
      if (head.includes("\r\n\r\n") && uri) held.push(uri.trim());
    });
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A file written as a deploy would: its compressed copies go (the deploy brings none, so nginx
 * sends the new bytes as they are), and its time moves on by a second at least, since nginx's
 * ETag is its size and time in whole seconds and a browser checking again must see it changed.
 */
function deployFile(file: string, text: string) {
  const before = fs.statSync(file).mtimeMs;
  // The copy's files are links to the build's own (linkSite): a new file, not the old one written over.
  fs.rmSync(file);
  fs.writeFileSync(file, text);
  for (const copy of [`${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true });
  const time = new Date(Math.max(Date.now(), Math.floor(before / 1000) * 1000 + 1000));
  fs.utimesSync(file, time, time);
}

/**
 * The built site at `root`, each file a hard link to the build's own (source maps left out): no
 * 55 MB copy per test. Nothing here writes a file in place: a deploy replaces it (deployFile).
 * Copied instead where a link cannot be made (another file system).
 */
function linkSite(from: string, root: string) {
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dest = path.join(root, e.name);
    if (e.isDirectory()) {
      fs.mkdirSync(dest);
      linkSite(src, dest);
    } else if (!e.name.endsWith(".map")) {
      try {
        fs.linkSync(src, dest);
      } catch {
        fs.copyFileSync(src, dest);
      }
    }
  }
}

export async function startOwnSite(context: BrowserContext): Promise<OwnSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-nettsted-"));
  linkSite(PUBLIC, root);
  const holder = await startHolder();
  let dropping: RegExp | null = null;
  let holding: RegExp | null = null;
  // Before the site's rules, in the server: so they come first whatever location a path has.
  const extra = () =>
    [
      ...(dropping ? [`if ($uri ${pcre(dropping)}) {`, "    return 444;", "}"] : []),
      ...(holding ? [`if ($uri ${pcre(holding)}) {`, "    rewrite ^ /__own-site-held last;", "}"] : []),
      "location = /__own-site-held {",
      "    internal;",
      "    access_log off;",
      `    proxy_pass http://127.0.0.1:${holder.port};`,
      "    proxy_set_header X-Held-Uri $request_uri;",
      "    proxy_read_timeout 1h;",
      "}",
    ].join("\n");
  const server = await startNginx({ root, extra: extra() });
  const url = server.url;
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
        if (next !== text) deployFile(file, next);
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
        deployFile(swFile, sw);
      },
    };
  }

  return {
    url,
    async goOffline() {
      await server.stop();
      await context.setOffline(true);
    },
    async goOnline() {
      // The site answers before the browser says it is online: a page that asks at once is answered.
      await server.start();
      await context.setOffline(false);
    },
    deployNewBuild(change) {
      const deploy = startDeploy(change);
      deploy.uploadTheRest();
      return deploy.id;
    },
    startDeploy: (change) => startDeploy(change),
    async dropConnections(paths) {
      dropping = paths;
      await server.reload(extra());
    },
    async holdConnections(paths) {
      holding = paths;
      await server.reload(extra());
    },
    requests: () => [...server.requests(), ...holder.held],
    async close() {
      await closeNginx(server);
      await holder.close();
      await context.setOffline(false).catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
