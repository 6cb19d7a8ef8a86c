import crypto from "node:crypto";
import net from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { closeNginx, droppedWhileSwitched, startNginx, SWITCH_SUFFIX, type Breakage } from "../scripts/nginx";
import { SITE_ROOT } from "./test-site";

/** The test build as the shared server serves it (e2e/test-site.ts). */
const PUBLIC = SITE_ROOT;
/** gatsby-plugin-offline's worker takes over at once (workbox's skipWaiting: true). */
const SKIP_WAITING = "workbox.core.skipWaiting();";

export interface DeployOptions {
  workerWaits?: boolean;
}

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
   * Returns the new build id. `workerWaits`: the new worker does not skip waiting, so it stays
   * installed and waiting while the old one controls an open page, as Chromium keeps it while the
   * old worker is busy answering a request (service-worker-lifecycle.ts says when).
   */
  deployNewBuild(change?: { from: string; to: string }, options?: DeployOptions): string;
  /**
   * The same deploy, uploaded in two parts as a host that is not atomic would: build.json first
   * (`id` is the build it names), the pages, their data and the worker when `uploadTheRest` is called.
   */
  startDeploy(change?: { from: string; to: string }, options?: DeployOptions): { id: string; uploadTheRest(): void };
  /**
   * The connection drops, on cue, for every request whose path matches: nginx closes it without an
   * answer (`return 444`; null: none is dropped). `how` "503": a server error instead; "hang": no
   * answer at all while it holds, the connection left open. Everything else is answered as before.
   * `paths` is one of the patterns the site was started with (`OwnSiteOptions.droppable`). It holds
   * from the next request on, on every connection, those the browser opened before it too.
   */
  dropConnections(paths: RegExp | null, how?: Breakage): void;
  /** Requests the server has answered or dropped, by path and query. */
  requests(): string[];
  /** Requests held unanswered ("hang") so far. */
  heldRequests(): number;
  close(): Promise<void>;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full, keep) : keep(full) ? [full] : [];
  });
}

export interface OwnSiteOptions {
  /** The paths a test may have dropped (`dropConnections`), each a pattern on the path. */
  droppable?: RegExp[];
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

export async function startOwnSite(context: BrowserContext, { droppable = [] }: OwnSiteOptions = {}): Promise<OwnSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-nettsted-"));
  linkSite(PUBLIC, root);
  const switches = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-brudd-"));
  const switchOf = (index: number) => path.join(switches, `drop-${index}`);
  // Before the site's rules, in the server: so it comes first whatever location a path has.
  // What a request held by "hang" is passed to: a server that takes the connection and never answers.
  const heldSockets = new Set<net.Socket>();
  let held = 0;
  const holding = net.createServer((socket) => {
    held += 1;
    heldSockets.add(socket);
    socket.on("close", () => heldSockets.delete(socket));
  });
  await new Promise<void>((resolve) => holding.listen(0, "127.0.0.1", resolve));
  const holdingPort = (holding.address() as net.AddressInfo).port;
  const server = await startNginx({ root, extra: droppedWhileSwitched(droppable, switchOf, holdingPort) }).catch(
    (error: unknown) => {
      holding.close();
      throw error;
    },
  );
  const url = server.url;
  let build = 1;

  function startDeploy(change?: { from: string; to: string }, { workerWaits = false }: DeployOptions = {}) {
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
        let sw = fs.readFileSync(swFile, "utf8");
        if (workerWaits) {
          if (!sw.includes(SKIP_WAITING)) throw new Error(`own-site: sw.js no longer says ${SKIP_WAITING}`);
          sw = sw.replace(SKIP_WAITING, "/* This build's worker waits for the old one to go. */");
        }
        sw = sw.replace(
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
    deployNewBuild(change, options) {
      const deploy = startDeploy(change, options);
      deploy.uploadTheRest();
      return deploy.id;
    },
    startDeploy: (change, options) => startDeploy(change, options),
    dropConnections(paths, how = "drop") {
      const index = paths ? droppable.findIndex((p) => String(p) === String(paths)) : -1;
      if (paths && index < 0)
        throw new Error(`own-site: ${String(paths)} is not among the paths this site may drop (startOwnSite's droppable)`);
      droppable.forEach((_, i) => {
        for (const [kind, suffix] of Object.entries(SWITCH_SUFFIX)) {
          if (i === index && kind === how) fs.writeFileSync(`${switchOf(i)}${suffix}`, "");
          else fs.rmSync(`${switchOf(i)}${suffix}`, { force: true });
        }
      });
    },
    requests: () => server.requests(),
    heldRequests: () => held,
    async close() {
      heldSockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => holding.close(resolve));
      await closeNginx(server);
      await context.setOffline(false).catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(switches, { recursive: true, force: true });
    },
  };
}
