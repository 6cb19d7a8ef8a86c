import os from "node:os";

/** What to stop before the bench exits: a Gatsby build or a Chromium it started. */
export const cleanups = new Set<() => void | Promise<void>>();

/** Ctrl+C or a CI timeout must not leave a Gatsby build or a Chromium running behind the bench. */
export function cleanUpOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      for (const cleanup of cleanups) await cleanup();
      process.exit(128 + os.constants.signals[signal]);
    });
  }
}
