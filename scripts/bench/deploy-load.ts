// Ten deploys in a row under load (issue 37): nginx serves DIR/current as in production; visitors ask
// for the programme, its page data and a hashed script, a few hundred times a second and more, while
// ten builds are deployed one after the other with scripts/publish/releases.ts. Each deployed build
// differs from the last in the programme's HTML and page data (and their .gz/.br copies), so every
// answer can be told apart: it must be 200 and byte for byte one build's file, never a 404, a 5xx or a
// page whose data belongs to no single build. Alone: `npx tsx scripts/bench/deploy-load.ts [public]`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { deploy, parseTarget } from "../publish/releases";
import { closeNginx, startNginx } from "../nginx";

export interface DeployLoadResult {
  deploys: number;
  deploySeconds: number[];
  requests: number;
  perSecond: number;
  seconds: number;
  p50: number;
  p99: number;
  status: Record<string, number>;
  /** Answers that are no single build's file (cut off, mixed). */
  foreign: number;
  /** Answers sent compressed (gzip or br), of all. */
  compressed: number;
  /** A visitor's page and its data, fetched one after the other, from two builds (a switch between them). */
  pairsAcrossDeploys: number;
  pairs: number;
}

const CONCURRENCY = 32;
const DEPLOYS = 10;

function htmlFile(root: string, route: string) {
  return path.join(root, route.replace(/^\//, ""), "index.html");
}
function pageDataFile(root: string, route: string) {
  return path.join(root, "page-data", route.replace(/^\//, "") || "index", "page-data.json");
}

/** A hashed script the programme page loads (the first app-*.js). */
function hashedScript(root: string): string {
  const name = fs.readdirSync(root).find((f) => /^app-[0-9a-f]+\.js$/.test(f));
  if (!name) throw new Error(`${root} has no app-<hash>.js`);
  return `/${name}`;
}

/** Writes a file anew (a new inode: the hard-linked copy of the build it came from is not touched), with its compressed copies. */
function rewrite(file: string, text: string) {
  for (const f of [file, `${file}.gz`, `${file}.br`]) fs.rmSync(f, { force: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
}

/** Build `n`: the site with the programme's HTML and page data marked as its own. */
function stageBuild(source: string, stage: string, route: string, n: number): { html: string; data: string } {
  fs.rmSync(stage, { recursive: true, force: true });
  execFileSync("cp", ["-al", source, stage]);
  const html = fs.readFileSync(htmlFile(source, route), "utf8").replace("</body>", `<!-- bench build ${n} --></body>`);
  const data = fs.readFileSync(pageDataFile(source, route), "utf8").replace(/\}\s*$/, `,"benchBuild":${n}}`);
  rewrite(htmlFile(stage, route), html);
  rewrite(pageDataFile(stage, route), data);
  fs.rmSync(path.join(stage, "build.json"));
  fs.writeFileSync(path.join(stage, "build.json"), JSON.stringify({ buildId: `bench-${n}` }));
  return { html, data };
}

export async function measureDeployLoad(publicDir: string, route = "/kulturprogram"): Promise<DeployLoadResult> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-deploys-"));
  const target = parseTarget(path.join(scratch, "www"));
  const stage = path.join(scratch, "stage");
  // Every build's answers, by URL: what a visitor may get.
  const known = { html: new Map<string, number>(), data: new Map<string, number>() };
  const remember = (n: number, built: { html: string; data: string }) => {
    known.html.set(built.html, n);
    known.data.set(built.data, n);
  };
  const id = (n: number) => `20270101000000${String(n).padStart(3, "0")}-bench`;
  remember(0, stageBuild(publicDir, stage, route, 0));
  await deploy(stage, target, { id: id(0), keep: 5 });
  const site = await startNginx({ root: path.join(target.dir, "current"), workers: 2 });
  const script = hashedScript(publicDir);
  const scriptText = fs.readFileSync(path.join(publicDir, script.slice(1)), "utf8");
  const dataPath = `/page-data${route}/page-data.json`;
  const status: Record<string, number> = {};
  const latencies: number[] = [];
  let foreign = 0;
  let compressed = 0;
  let pairs = 0;
  let pairsAcrossDeploys = 0;
  let running = true;

  async function get(url: string, encoding: string): Promise<{ text: string; ok: boolean }> {
    const started = performance.now();
    try {
      const res = await fetch(`${site.url}${url}`, { headers: { "Accept-Encoding": encoding } });
      const text = await res.text();
      latencies.push(performance.now() - started);
      status[res.status] = (status[res.status] ?? 0) + 1;
      if (res.headers.get("content-encoding")) compressed += 1;
      return { text, ok: res.status === 200 };
    } catch (error) {
      status[`error ${(error as Error).message}`] = (status[`error ${(error as Error).message}`] ?? 0) + 1;
      return { text: "", ok: false };
    }
  }

  async function visitor(i: number) {
    const encodings = ["br", "gzip", "identity"];
    for (let k = i; running; k++) {
      const encoding = encodings[k % 3];
      const page = await get(route, encoding);
      const data = await get(dataPath, encoding);
      const js = await get(script, encoding);
      const pageBuild = known.html.get(page.text);
      const dataBuild = known.data.get(data.text);
      if (page.ok && pageBuild === undefined) foreign += 1;
      if (data.ok && dataBuild === undefined) foreign += 1;
      if (js.ok && js.text !== scriptText) foreign += 1;
      if (pageBuild !== undefined && dataBuild !== undefined) {
        pairs += 1;
        if (pageBuild !== dataBuild) pairsAcrossDeploys += 1;
      }
    }
  }

  const started = Date.now();
  const visitors = Array.from({ length: CONCURRENCY }, (_, i) => visitor(i));
  const deploySeconds: number[] = [];
  try {
    await new Promise((r) => setTimeout(r, 1000));
    for (let n = 1; n <= DEPLOYS; n++) {
      const built = stageBuild(publicDir, stage, route, n);
      // Known before it is live: an answer from it is a build's, whenever it comes.
      remember(n, built);
      const t = Date.now();
      await deploy(stage, target, { id: id(n), keep: 5 });
      deploySeconds.push((Date.now() - t) / 1000);
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    running = false;
    await Promise.all(visitors);
    await closeNginx(site);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return {
    deploys: DEPLOYS,
    deploySeconds,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    seconds,
    p50: at(0.5),
    p99: at(0.99),
    status,
    foreign,
    compressed,
    pairs,
    pairsAcrossDeploys,
  };
}

export function deployLoadProblems(r: DeployLoadResult): string[] {
  const bad = Object.entries(r.status).filter(([code]) => code !== "200");
  return [
    ...bad.map(([code, n]) => `${n} answers ${code}`),
    ...(r.foreign ? [`${r.foreign} answers that are no single build's file`] : []),
  ];
}

export function printDeployLoad(r: DeployLoadResult): void {
  console.log(`\n== Ten deploys under load (releases, current switched by rename; nginx on DIR/current) ==`);
  console.log(
    [
      `${r.deploys} deploys in ${r.seconds.toFixed(1)} s (each ${Math.min(...r.deploySeconds).toFixed(2)}–${Math.max(...r.deploySeconds).toFixed(2)} s)`,
      `${r.requests} requests (programme, its page data, a hashed script; br, gzip and none in turn), ${Math.round(r.perSecond)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
      `status: ${Object.entries(r.status)
        .map(([code, n]) => `${code} × ${n}`)
        .join(", ")}; compressed answers ${r.compressed}`,
      `answers that are no single build's file: ${r.foreign}`,
      `a page and its data fetched one after the other from two builds (a switch fell between them): ${r.pairsAcrossDeploys} of ${r.pairs}`,
      `problems: ${deployLoadProblems(r).join("; ") || "none"}`,
    ].join("\n"),
  );
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "..", "public"));
  measureDeployLoad(dir).then(
    (r) => {
      printDeployLoad(r);
      process.exitCode = deployLoadProblems(r).length ? 1 : 0;
    },
    (error: Error) => {
      console.error(error.stack ?? error.message);
      process.exitCode = 1;
    },
  );
}
