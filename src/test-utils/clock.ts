/**
 * Pins `Date` (Date.now(), new Date()) at `now` for a component test, and fakes nothing else:
 * timers, animation frames and microtasks run as they do, so user-event and waitFor work as
 * without it. For components that read the time (useNow): a test that lets them read the real clock
 * passes or fails with the hour CI happens to run at. Undo with jest.useRealTimers().
 */
export function pinDate(now: number | Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
}
