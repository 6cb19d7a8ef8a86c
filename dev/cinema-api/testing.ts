import { createCinemaApi, type CinemaApi, type CinemaApiOptions, type Listening } from "./server";

/** Options as for createCinemaApi, minus the clock; the clock starts at `startTime` and moves only by advanceClock. */
export type TestCinemaApiOptions = Omit<CinemaApiOptions, "clock"> & { startTime?: number; port?: number; host?: string };

export interface TestCinemaApi
  extends Listening, Pick<CinemaApi, "state" | "reset" | "expireSessions" | "failNext" | "newMember" | "close"> {
  /** The server's clock (ms since the epoch). */
  now(): number;
  /** Moves the server's clock forward; returns the new time. */
  advanceClock(ms: number): number;
}

/**
 * Starts the cinema API stand-in in this process, listening on a free port, with a clock that
 * stands still unless the test moves it, so session expiry is exact. Close it in afterAll.
 */
export async function startTestCinemaApi({
  startTime,
  port = 0,
  host = "127.0.0.1",
  ...options
}: TestCinemaApiOptions = {}): Promise<TestCinemaApi> {
  let now = startTime ?? Date.now();
  const api = createCinemaApi({ ...options, clock: () => now });
  const listening = await api.listen(port, host);
  return {
    ...listening,
    state: api.state,
    reset: api.reset,
    expireSessions: api.expireSessions,
    failNext: api.failNext,
    newMember: api.newMember,
    close: api.close,
    now: () => now,
    advanceClock: (ms) => (now += ms),
  };
}
