// Runs the stand-in in its own Node process for Jest (which runs tests as CommonJS and cannot load
// ES modules), driven over the IPC channel by testing.ts. The clock stands still unless the parent
// moves it, so session expiry is exact.
import { createCinemaApi } from "./server.mjs";

if (!process.send) {
  console.error("child.mjs is started by testing.ts (child_process.fork), not by hand. Use run.mjs.");
  process.exit(2);
}

/** @type {import("./server.d.mts").CinemaApi | undefined} */
let api;
let now = Date.now();

const reply = (/** @type {unknown} */ message) => process.send?.(message);

process.on("message", async (/** @type {{ id: number; type: string; options?: Record<string, unknown> & { startTime?: number }; ms?: number; rule?: import("./server.d.mts").FailureRule }} */ message) => {
  const { id, type } = message;
  try {
    if (type === "start") {
      const { startTime, host, port, ...options } = message.options ?? {};
      if (typeof startTime === "number") now = startTime;
      api = createCinemaApi({ ...options, clock: () => now });
      const listening = await api.listen(typeof port === "number" ? port : 0, typeof host === "string" ? host : "127.0.0.1");
      return reply({ id, ok: true, value: { ...listening, now } });
    }
    if (!api) throw new Error("The server has not started");
    if (type === "advance") {
      now += Number(message.ms ?? 0);
      return reply({ id, ok: true, value: now });
    }
    if (type === "now") return reply({ id, ok: true, value: now });
    if (type === "reset") return reply({ id, ok: true, value: api.reset() });
    if (type === "expire-sessions") return reply({ id, ok: true, value: api.expireSessions() });
    if (type === "fail-next") return reply({ id, ok: true, value: api.failNext(/** @type {import("./server.d.mts").FailureRule} */ (message.rule)) });
    if (type === "close") {
      await api.close();
      reply({ id, ok: true });
      return process.disconnect();
    }
    throw new Error(`Unknown message ${type}`);
  } catch (err) {
    reply({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});

// The parent went away (test run ended or crashed): do not linger.
process.on("disconnect", () => {
  api?.close().finally(() => process.exit(0));
  if (!api) process.exit(0);
});
