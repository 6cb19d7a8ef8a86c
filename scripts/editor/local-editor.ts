import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRebuildQueue } from "./rebuild-queue";
import { API_PATH, createEditorBackend } from "./backend/server";
import { newToken } from "./backend/access";
import { redirectHosts } from "../../gatsby/env/redirect-hosts";

/**
 * The editor on this machine (`npm start`): Decap's local backend protocol (backend/), on 127.0.0.1
 * only, answering the site's /admin/ page alone and writing only content files of `repoDir`, each
 * checked as the build would; every change there rebuilds the site being served (Gatsby's
 * incremental build, .cache kept), and the editor says "Publisert" once that build is served
 * (src/editor/publish-status.ts).
 */
export const DEFAULT_EDITOR_PORT = 8081;

/** The port of the browser tests' local editor backend, beside their cinema stand-in's. */
export const e2eEditorPort = (cinemaPort: number) => cinemaPort + 1000;

/** What the build needs to know to make an editor that saves here (src/editor/config/settings.ts). */
export function editorBuildEnv(port: number): Record<string, string> {
  return { EDITOR_LOCAL_BACKEND: `http://127.0.0.1:${port}/api/v1` };
}

export interface LocalEditor {
  url: string;
  /** Resolves when no rebuild runs or waits. */
  idle(): Promise<void>;
  close(): void;
}

export async function startLocalEditor({
  repoDir,
  port = DEFAULT_EDITOR_PORT,
  siteOrigins,
  rebuild,
  log = console.log,
  env = process.env,
}: {
  repoDir: string;
  port?: number;
  /** The origins the site with its /admin/ page is served at (e.g. http://localhost:9000): the only callers answered. */
  siteOrigins: string[];
  /** Builds the site again from the files; resolves with the build's exit status. */
  rebuild: () => Promise<number>;
  log?: (line: string) => void;
  /** Where REDIRECT_HOSTS is read, as the build reads it. */
  env?: NodeJS.ProcessEnv;
}): Promise<LocalEditor> {
  // The one Host answered: this address and port (known once listening, when the port is 0).
  const access = { host: `127.0.0.1:${port}`, origins: siteOrigins, token: newToken() };
  let written = () => undefined as void;
  const server = createEditorBackend({
    root: repoDir,
    access,
    redirectHosts: redirectHosts(env),
    onWritten: () => written(),
    log,
  });
  // Another backend already on the port (an editor left running) would answer in this one's place,
  // saving to its own folder: refuse to start instead.
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "EADDRINUSE"
            ? `Port ${port} is taken (another editor backend still running?): the editor's backend needs it. Stop that process, or set EDITOR_PORT.`
            : `The editor's backend cannot listen on ${access.host}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, "127.0.0.1", () => resolve());
  });
  access.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `http://${access.host}${API_PATH}`;

  const queue = createRebuildQueue(async () => {
    const started = Date.now();
    log("Innhold endret i redigeringen: bygger nettstedet på nytt …");
    const status = await rebuild();
    log(
      status === 0
        ? `Nettstedet er bygget på nytt (${((Date.now() - started) / 1000).toFixed(0)} s).`
        : `Byggingen feilet (status ${status}); siste versjon vises fortsatt.`,
    );
  });
  // A save through the editor rebuilds as soon as it is written; a file changed by hand under
  // content/ (or redirects.json) does too. Names ending in .tmp are a save in progress (atomic-write.ts).
  written = () => queue.request();
  const watched = (file: string) => /\.(json|md|jpe?g|png|webp)$/i.test(file);
  const watchers = [
    fs.watch(
      path.join(repoDir, "content"),
      { recursive: true },
      (_event, file) => file && watched(String(file)) && queue.request(),
    ),
    fs.watch(repoDir, (_event, file) => file === "redirects.json" && queue.request()),
  ];

  return {
    url,
    idle: () => queue.idle(),
    close() {
      watchers.forEach((w) => w.close());
      server.closeAllConnections();
      server.close();
    },
  };
}
