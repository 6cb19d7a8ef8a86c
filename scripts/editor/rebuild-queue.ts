/**
 * Rebuilds after saves, one at a time: a save during a build asks for one more build after it (any
 * number of saves then make one), so the site served always ends up built from the latest files.
 */
export interface RebuildQueue {
  /** A file changed: build soon. */
  request(): void;
  /** Resolves once no build runs and none is waiting. */
  idle(): Promise<void>;
}

export function createRebuildQueue(run: () => Promise<unknown>, { debounceMs = 300 } = {}): RebuildQueue {
  let running: Promise<void> | null = null;
  let pending = false;
  let timer: NodeJS.Timeout | null = null;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (running || pending || timer) return;
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  };

  const start = () => {
    timer = null;
    if (running) {
      pending = true;
      return;
    }
    pending = false;
    running = run()
      .catch(() => undefined)
      .then(() => {
        running = null;
        if (pending) start();
        else settle();
      });
  };

  return {
    request() {
      if (timer) clearTimeout(timer);
      // Decap writes an entry and its images in a few writes: one build for them all.
      timer = setTimeout(start, debounceMs);
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
  };
}
