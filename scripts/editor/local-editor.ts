import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { createRebuildQueue } from "./rebuild-queue";

/**
 * The editor on this machine (`npm start`): Decap's local backend (decap-server, in its file mode)
 * on 127.0.0.1 only, writing to content/ and redirects.json of `repoDir`; every change there
 * rebuilds the site being served (Gatsby's incremental build, .cache kept), and the editor says
 * "Publisert" once that build is served (src/editor/publish-status.ts).
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

/** Resolves once the backend answers Decap's first question ("info"), or rejects after `timeoutMs`. */
async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  let exited: number | null | undefined;
  child.once("exit", (code) => (exited = code));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited !== undefined) throw new Error(`decap-server stopped (exit ${exited})`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"action":"info"}',
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer on ${url} within ${timeoutMs / 1000} s`);
}

export async function startLocalEditor({
  repoDir,
  port = DEFAULT_EDITOR_PORT,
  rebuild,
  log = console.log,
}: {
  repoDir: string;
  port?: number;
  /** Builds the site again from the files; resolves with the build's exit status. */
  rebuild: () => Promise<number>;
  log?: (line: string) => void;
}): Promise<LocalEditor> {
  // Another backend already on the port (an editor left running) would answer in this one's place,
  // saving to its own folder: refuse to start instead.
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "EADDRINUSE"
            ? `Port ${port} is taken (another editor backend still running?): the editor's backend needs it. Stop that process, or set EDITOR_PORT.`
            : `The editor's backend cannot listen on 127.0.0.1:${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repoDir,
    // fs mode: files are written as they are, no commits; only this machine may connect.
    env: {
      ...process.env,
      MODE: "fs",
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  await waitUntilAnswering(url, server, 15_000).catch((error) => {
    server.kill();
    throw error;
  });

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
      server.kill();
    },
  };
}
