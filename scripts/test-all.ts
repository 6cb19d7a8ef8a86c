// `npm test`: every check the project has, in the time two cores allow, and where that time went.
// First, at once: the typecheck, lint, the unit tests and the browser tests' production build (each
// takes one or two cores for part of its run, so side by side they finish sooner than in a row).
// Their output is printed as each ends. Then the browser tests against that build. At the end, a
// table of each step's seconds; the browser tests print their own per file (e2e/timing-reporter.ts).
import { spawn } from "node:child_process";

type Step = { name: string; seconds: number; status: number };

/** Runs `npm run <script>`, or with `args` a command of node_modules/.bin; quiet: its output is kept until it ends. */
function run(script: string, quiet: boolean, args?: string[]): Promise<Step> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(args ? "npx" : "npm", args ?? ["run", "--silent", script], {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const done = (status: number) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        process.stdout.write(`\n── ${script} (${seconds} s, ${status === 0 ? "ok" : `failed: exit ${status}`}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: script, seconds, status });
    };
    child.on("error", () => done(1));
    child.on("exit", (code) => done(code ?? 1));
  });
}

async function main() {
  const started = Date.now();
  const steps: Step[] = [];
  // Chromium and Java, which apt-get may have to install first (scripts/ensure-*.ts).
  const ready = await run("browsers", false, ["tsx", "scripts/ensure-test-tools.ts"]);
  steps.push(ready);
  if (ready.status === 0) {
    steps.push(...(await Promise.all(["typecheck", "lint", "unit", "build:e2e"].map((s) => run(s, true)))));
    if (steps.every((s) => s.status === 0)) steps.push(await run("e2e", false, ["playwright", "test"]));
  }
  const total = Math.round((Date.now() - started) / 1000);
  console.log("\nTime per step (typecheck, lint, unit and build:e2e run side by side):");
  for (const step of steps)
    console.log(`  ${step.name.padEnd(12)} ${String(step.seconds).padStart(4)} s${step.status ? "  FAILED" : ""}`);
  console.log(`  ${"in all".padEnd(12)} ${String(total).padStart(4)} s`);
  const failed = steps.filter((s) => s.status !== 0);
  if (failed.length) {
    console.error(`\nFailed: ${failed.map((s) => s.name).join(", ")}`);
    process.exitCode = 1;
  }
}

void main();
