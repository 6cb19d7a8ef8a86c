// `npm test`: every check the project has, in the time two cores allow, and where that time went.
// At once: the typecheck, lint, the unit tests and the browser tests' production build (each takes
// one or two cores for part of its run, so side by side they finish sooner than in a row), and the
// browser tests as soon as that build is done, beside whatever of the others still runs. The quiet
// steps' output is printed as each ends. At the end, a table of each step's seconds; the browser
// tests print their own per file (e2e/timing-reporter.ts).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

/** A step's end; `output`: what a quiet step printed, kept to repeat a failure's end at the very end. */
type Step = { name: string; seconds: number; status: number; output?: string };

/** The steps running at a lower priority, by process id. */
const yielding = new Set<number>();

/**
 * Runs `npm run <script>`, or with `args` a command of node_modules/.bin; quiet: its output is kept
 * until it ends. `yielding`: at a lower priority (nice 10), so it takes only the cores the others
 * leave until `stopYielding()`. It stays in this process group and session: Linux shares the CPU
 * between sessions first (autogroups), so a session of its own would make the lower priority count
 * for nothing, and Ctrl+C reaches it as it reaches the rest.
 */
function run(script: string, quiet: boolean, args?: string[], lowerPriority = false): Promise<Step> {
  const started = Date.now();
  return new Promise((resolve) => {
    const command = [args ? "npx" : "npm", ...(args ?? ["run", "--silent", script])];
    if (lowerPriority) command.unshift("nice", "-n", "10");
    const child = spawn(command[0], command.slice(1), {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    if (lowerPriority && child.pid) yielding.add(child.pid);
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const done = (status: number) => {
      if (child.pid) yielding.delete(child.pid);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        process.stdout.write(`\n── ${script} (${seconds} s, ${status === 0 ? "ok" : `failed: exit ${status}`}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: script, seconds, status, output: quiet ? Buffer.concat(output).toString("utf8") : undefined });
    };
    child.on("error", () => done(1));
    child.on("exit", (code) => done(code ?? 1));
  });
}

/** Every process under `roots`, the roots too (from /proc: Linux, where this runs). */
function processTree(roots: Iterable<number>): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the field after the command, which is in parentheses and may hold spaces.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const all: number[] = [];
  const visit = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return all;
}

/**
 * The yielding steps back at the normal priority, every process of theirs (those they start later
 * inherit it). Only root may raise a priority again: for anyone else they go on at the lower one
 * (on an idle machine that costs nothing; on a busy one they end later).
 */
function stopYielding(): void {
  if (process.platform !== "linux" || yielding.size === 0) return;
  spawnSync("renice", ["-n", "0", "-p", ...processTree(yielding).map(String)], { stdio: "ignore" });
}

/** The page queries' types: what the build writes (graphqlTypegen in gatsby-config.ts), and the checked-in copy. */
const BUILT_TYPES = ".cache/typegen/gatsby-types.d.ts";
const GATSBY_TYPES = "src/gatsby-types.d.ts";

/**
 * The query types the build just wrote must be the ones checked in: the typecheck beside the build
 * read those (a fresh clone has nothing else), so a query changed without its types fails here.
 */
function queryTypesCurrent(): Step {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
  const built = read(BUILT_TYPES);
  const status = built !== null && built === read(GATSBY_TYPES) ? 0 : 1;
  if (built === null) console.error(`\n${BUILT_TYPES}: the build wrote no query types (graphqlTypegen in gatsby-config.ts)`);
  else if (status !== 0)
    console.error(
      `\n${GATSBY_TYPES}: the build wrote other query types (${BUILT_TYPES}) than the checked-in ones: copy them over and commit them`,
    );
  return { name: "query types", seconds: 0, status };
}

/** How many of a failed quiet step's last lines are repeated at the end: jest's summary of failures fits. */
const FAILURE_LINES = 80;

function lastLines(text: string, count: number): string {
  return text.trimEnd().split("\n").slice(-count).join("\n");
}

async function main() {
  const started = Date.now();
  const steps: Step[] = [];
  // Chromium and Java, which apt-get may have to install first (scripts/ensure-*.ts).
  const ready = await run("browsers", false, ["tsx", "scripts/ensure-test-tools.ts"]);
  steps.push(ready);
  if (ready.status === 0) {
    // The browser tests need only their build, and they are the longest step: the build comes first
    // and the browser tests start as soon as it is there. The build keeps one core busy and the
    // other only now and then, so the typecheck, lint and unit tests run beside it at a lower
    // priority, on what it leaves (measured on two cores: the build alone 68 s, beside them at the
    // same priority 94 s, at the lower one 70 s). Once it is done they are back at the normal
    // priority: at the lower one, a build of something else on the machine would starve them.
    const checks = Promise.all(["typecheck", "lint", "unit"].map((s) => run(s, true, undefined, true)));
    const browser = run("build:e2e", true).then(async (build) => {
      stopYielding();
      return build.status === 0 ? [build, queryTypesCurrent(), await run("e2e", false, ["playwright", "test"])] : [build];
    });
    const [checked, built] = await Promise.all([checks, browser]);
    steps.push(...checked, ...built);
  }
  const total = Math.round((Date.now() - started) / 1000);
  console.log("\nTime per step (typecheck, lint, unit and build:e2e side by side; e2e after build:e2e):");
  for (const step of steps)
    console.log(`  ${step.name.padEnd(12)} ${String(step.seconds).padStart(4)} s${step.status ? "  FAILED" : ""}`);
  console.log(`  ${"in all".padEnd(12)} ${String(total).padStart(4)} s`);
  const failed = steps.filter((s) => s.status !== 0);
  // A quiet step's output was printed when it ended, often minutes before the browser tests' long
  // report; a log cut to its last lines (as CI's may be) would lose why it failed. Its end again.
  for (const step of failed.filter((s) => s.output))
    console.error(`\n── ${step.name}, the end of its output again ──\n${lastLines(step.output ?? "", FAILURE_LINES)}`);
  if (failed.length) {
    console.error(`\nFailed: ${failed.map((s) => s.name).join(", ")}`);
    process.exitCode = 1;
  }
}

void main();
