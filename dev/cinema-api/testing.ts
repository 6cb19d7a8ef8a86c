import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { CinemaApiOptions, FailureRule, Listening } from "./server.mjs";

/** Options as for createCinemaApi, minus functions; the clock starts at `startTime` and moves only by advanceClock. */
export type CinemaApiProcessOptions = Omit<CinemaApiOptions, "clock" | "log"> & { startTime?: number; port?: number; host?: string };

export interface CinemaApiProcess extends Listening {
  /** The server's clock (ms since the epoch). */
  now(): Promise<number>;
  /** Moves the server's clock forward; resolves with the new time. */
  advanceClock(ms: number): Promise<number>;
  reset(): Promise<void>;
  expireSessions(): Promise<number>;
  failNext(rule: FailureRule): Promise<void>;
  close(): Promise<void>;
}

type Reply = { id: number; ok: boolean; value?: unknown; error?: string };

/**
 * Starts the cinema API stand-in in a child Node process, for Jest tests anywhere in the repo: the
 * repo's Jest runs tests as CommonJS and cannot import server.mjs itself. Close it in afterAll.
 */
export function startCinemaApiProcess(options: CinemaApiProcessOptions = {}): Promise<CinemaApiProcess> {
  const child: ChildProcess = fork(path.join(__dirname, "child.mjs"), [], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 0;
  let exited = false;

  child.on("message", (message: Reply) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.value);
    else waiter.reject(new Error(message.error));
  });
  child.on("exit", (code) => {
    exited = true;
    for (const waiter of pending.values()) waiter.reject(new Error(`The cinema API process exited (code ${code})`));
    pending.clear();
  });

  const send = <T>(message: Record<string, unknown>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error("The cinema API process has exited"));
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...message, id });
    });

  return send<Listening & { now: number }>({ type: "start", options }).then(
    ({ url, port, baseUrls }) => ({
      url,
      port,
      baseUrls,
      now: () => send<number>({ type: "now" }),
      advanceClock: (ms: number) => send<number>({ type: "advance", ms }),
      reset: () => send<void>({ type: "reset" }),
      expireSessions: () => send<number>({ type: "expire-sessions" }),
      failNext: (rule: FailureRule) => send<void>({ type: "fail-next", rule }),
      close: async () => {
        if (exited) return;
        const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        await send<void>({ type: "close" }).catch(() => undefined);
        await gone;
      },
    }),
    (err: Error) => {
      child.kill();
      throw err;
    },
  );
}
