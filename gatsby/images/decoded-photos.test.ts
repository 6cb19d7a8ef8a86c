import { decodedPhotos, KEEP_DECODED_BYTES, limiter, PICTURE_TASKS } from "./decoded-photos";
import type { Decoded } from "./photo-decoder";

/** A decoded photo of `megapixels` as far as the cache can tell (its byte length), without the bytes. */
const fake = (megapixels: number): Decoded => ({
  data: { length: megapixels * 3_000_000 } as Buffer,
  raw: { width: 1, height: 1, channels: 3 },
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("how many photos the build holds decoded", () => {
  it("decodes at most PICTURE_TASKS at once, and keeps no photo at the limit once it is used, whatever the order", async () => {
    let decoding = 0;
    let mostDecoding = 0;
    const sizes: Record<string, number> = { a: 40, b: 40, c: 3.6, d: 40, e: 3.6, f: 40, g: 40, h: 3.6 };
    const withDecoded = decodedPhotos({
      decode: async (file) => {
        mostDecoding = Math.max(mostDecoding, ++decoding);
        await tick();
        decoding--;
        return fake(sizes[file]);
      },
    });
    const run = limiter(PICTURE_TASKS);
    let mostHeld = 0;
    let mostBytes = 0;
    const files = Object.keys(sizes);
    await Promise.all(
      [...files, ...files, ...files].map((file) =>
        run(() =>
          withDecoded(file, async () => {
            await tick();
            const held = withDecoded.held();
            mostHeld = Math.max(mostHeld, held.photos);
            mostBytes = Math.max(mostBytes, held.bytes);
          }),
        ),
      ),
    );
    expect(mostDecoding).toBeLessThanOrEqual(PICTURE_TASKS);
    // The photos the running tasks use, and the small ones kept: never all eight.
    expect(mostBytes).toBeLessThanOrEqual(PICTURE_TASKS * 120_000_000 + KEEP_DECODED_BYTES);
    expect(withDecoded.held().bytes).toBeLessThanOrEqual(KEEP_DECODED_BYTES);
    expect(mostHeld).toBeLessThan(files.length);
  });

  it("keeps the last used small photos for the next crop, four at most", async () => {
    let decodes = 0;
    const withDecoded = decodedPhotos({ decode: async () => (decodes++, fake(3.6)) });
    for (const file of ["a", "b", "c", "d", "e", "a"]) await withDecoded(file, async () => undefined);
    expect(withDecoded.held().photos).toBe(4);
    expect(decodes).toBe(6); // "a" had been dropped for "e"
    await withDecoded("e", async () => undefined);
    expect(decodes).toBe(6);
  });

  it("answers a refused photo's refusal to every caller, and holds nothing of it", async () => {
    const withDecoded = decodedPhotos({ decode: () => Promise.reject(new Error("for stort")) });
    await expect(withDecoded("bombe.jpg", async () => undefined)).rejects.toThrow("for stort");
    await expect(withDecoded("bombe.jpg", async () => undefined)).rejects.toThrow("for stort");
    expect(withDecoded.held().bytes).toBe(0);
  });
});

describe("the order the picture tasks run in", () => {
  /** Nine tasks over three photos, in turn, as the page queries ask for them; one place, one photo kept. */
  async function decodesFor(preferDecoded: boolean) {
    const decoded: string[] = [];
    const withDecoded = decodedPhotos({ keepPhotos: 1, decode: async (file) => (decoded.push(file), await tick(), fake(3.6)) });
    const run = limiter(1, preferDecoded ? withDecoded.holds : undefined);
    const files = ["a", "b", "c", "a", "b", "c", "a", "b", "c"];
    await Promise.all(files.map((file) => run(() => withDecoded(file, tick), file)));
    return decoded;
  }

  it("starts first a waiting task whose photo is decoded: photos that take turns are decoded once each", async () => {
    expect(await decodesFor(true)).toEqual(["a", "b", "c"]);
    // In the order asked, each photo goes before its next task comes.
    expect(await decodesFor(false)).toHaveLength(9);
  });

  it("runs tasks that name no photo, or no decoded one, in the order they came", async () => {
    const started: number[] = [];
    const run = limiter(2, (key) => key === "held");
    const keys = [undefined, undefined, undefined, "other", "held", undefined];
    await Promise.all(keys.map((key, n) => run(async () => (started.push(n), tick()), key)));
    // 0 and 1 start at once; the first place that frees goes to the task whose photo is held, the rest in turn.
    expect(started).toEqual([0, 1, 4, 2, 3, 5]);
  });

  it("never runs more than its limit, however callers and ends fall between each other", async () => {
    // Callers arrive after 0-4 microtasks and tasks take 0-3: some arrive just as a task ends.
    const after = (n: number) =>
      Array.from({ length: n }).reduce<Promise<void>>((p) => p.then(() => undefined), Promise.resolve());
    for (const limit of [1, 2]) {
      const run = limiter(limit, (key) => key === "b");
      let running = 0;
      let most = 0;
      const task = (n: number) => async () => {
        most = Math.max(most, ++running);
        await after(n);
        running--;
      };
      await Promise.all(
        Array.from({ length: 300 }, (_, i) => after((i * 7) % 5).then(() => run(task((i * 3) % 4), i % 3 ? "a" : "b"))),
      );
      expect(most).toBe(limit);
    }
  });
});
