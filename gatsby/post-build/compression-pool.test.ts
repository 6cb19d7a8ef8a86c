/** @jest-environment node */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { compressionPool, type CopyAsk } from "./compression-pool";
import { scratchDir } from "../../src/test-utils/scratch-dir";

const text = (i: number) => `<p>Konsert nummer ${i} i Bojersalen</p>`.repeat(50 + i);
const BROTLI = { [zlib.constants.BROTLI_PARAM_QUALITY]: 8 };
const asks = (file: string, mayExist = false): CopyAsk[] => [
  { target: `${file}.gz`, kind: "gzip", options: 9, mayExist },
  { target: `${file}.br`, kind: "brotli", options: BROTLI, mayExist },
];

describe("compressionPool", () => {
  let dir: string;
  const pools: ReturnType<typeof compressionPool>[] = [];
  const poolOf = (size: number) => {
    const pool = compressionPool(size);
    pools.push(pool);
    return pool;
  };
  beforeEach(() => {
    dir = scratchDir("compression-pool-");
  });
  afterEach(() => Promise.all(pools.splice(0).map((pool) => pool.close())));

  it("writes each file's copies, with more files asked for than threads", async () => {
    const pool = poolOf(2);
    const files = Array.from({ length: 12 }, (_, i) => path.join(dir, `side-${i}.html`));
    files.forEach((file, i) => fs.writeFileSync(file, text(i)));
    const made = await Promise.all(files.map((file) => pool.copies(file, asks(file), 256)));
    expect(made).toEqual(files.map(() => ({ written: 2, kept: 0, removed: 0 })));
    files.forEach((file, i) => {
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(text(i));
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(text(i));
    });
  });

  it("keeps a copy that holds the file, writes a stale one again, and removes those of a file too small", async () => {
    const pool = poolOf(1);
    const file = path.join(dir, "a.html");
    fs.writeFileSync(file, text(1));
    await pool.copies(file, asks(file), 256);
    fs.writeFileSync(`${file}.br`, "gammel");
    expect(await pool.copies(file, asks(file, true), 256)).toEqual({ written: 1, kept: 1, removed: 0 });
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(text(1));
    fs.writeFileSync(file, "liten");
    expect(await pool.copies(file, asks(file, true), 256)).toEqual({ written: 0, kept: 0, removed: 2 });
    expect(fs.readdirSync(dir)).toEqual(["a.html"]);
  });

  it("answers a file it cannot do with the reason, and goes on with the others", async () => {
    const pool = poolOf(1);
    const file = path.join(dir, "b.html");
    fs.writeFileSync(file, text(2));
    const missing = pool.copies(path.join(dir, "finnes-ikke.html"), asks(path.join(dir, "finnes-ikke.html")), 256);
    const badLevel = pool.copies(file, [{ target: `${file}.gz`, kind: "gzip", options: 42, mayExist: false }], 256);
    const next = pool.copies(file, asks(file), 256);
    await expect(missing).rejects.toThrow(/^compressed copies: ENOENT/);
    await expect(badLevel).rejects.toThrow(/^compressed copies: .+/);
    expect(await next).toEqual({ written: 2, kept: 0, removed: 0 });
  });

  it("takes no more work once closed", async () => {
    const pool = compressionPool(1);
    await pool.close();
    await expect(pool.copies(path.join(dir, "c.html"), [], 256)).rejects.toThrow("the compression pool is closed");
  });
});
