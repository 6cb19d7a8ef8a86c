import { createRebuildQueue } from "./rebuild-queue";

describe("createRebuildQueue", () => {
  it("builds once for saves close together, and once more for a save during a build", async () => {
    const builds: number[] = [];
    let finish: (() => void) | null = null;
    const queue = createRebuildQueue(
      () =>
        new Promise<void>((resolve) => {
          builds.push(builds.length + 1);
          finish = resolve;
        }),
      { debounceMs: 5 },
    );
    queue.request();
    queue.request();
    await new Promise((r) => setTimeout(r, 20));
    expect(builds).toEqual([1]);
    queue.request(); // while the first build runs
    queue.request();
    await new Promise((r) => setTimeout(r, 20));
    expect(builds).toEqual([1]);
    finish!();
    await new Promise((r) => setTimeout(r, 20));
    expect(builds).toEqual([1, 2]);
    const idle = queue.idle();
    finish!();
    await idle;
    expect(builds).toEqual([1, 2]);
  });

  it("goes on after a failed build", async () => {
    let calls = 0;
    const queue = createRebuildQueue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("bygget feilet");
      },
      { debounceMs: 1 },
    );
    queue.request();
    await new Promise((r) => setTimeout(r, 10));
    await queue.idle();
    queue.request();
    await new Promise((r) => setTimeout(r, 10));
    await queue.idle();
    expect(calls).toBe(2);
  });
});
