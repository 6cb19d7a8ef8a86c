// `npm run bench`: builds the site and a bare Gatsby page, compares their first-load JavaScript per route type,
// and runs Lighthouse on each route type against the built site served locally. It reports; it does not judge:
// exit 0 when everything ran, whatever the figures, non-zero when a build or a Lighthouse run failed.
// `--no-build` reuses public/ and bench/bare/public/ as they are.
import fs from "node:fs";
import path from "node:path";
import { startStaticServer } from "../static-server";
import { buildAll, section } from "./builds";
import { cleanUpOnSignals } from "./cleanups";
import { readJson, reportFirstLoadJs, type RouteType } from "./first-load-js";
import { RATIO_LIMIT, culturePath, parseArgs } from "./lib";
import { perfectRuns, reportLighthouse, type LighthouseRun } from "./lighthouse";
import { PUBLIC, ROOT } from "./paths";

function routeTypes(): RouteType[] {
  return [
    { type: "front page", route: "/" },
    { type: "programme", route: "/kulturprogram" },
    { type: "content page", route: "/bojersalen" },
    { type: "article", route: "/article/article-leter-du-etter-den-perfekte-gaven" },
    { type: "culture page", route: findCultureRoute() },
    { type: "search", route: "/search" },
    { type: "not found", route: "/404.html", lighthouse: false },
    { type: "lobby screen", route: "/program-skjerm" },
    { type: "member page", route: "/min-side", lighthouse: false },
  ];
}

function findCultureRoute(): string | null {
  const dir = path.join(ROOT, "content", "productions");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  const productions = files.map((file) => {
    try {
      return { file, data: JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) };
    } catch {
      return { file, data: null }; // A broken file is the build's problem to report, not the bench's.
    }
  });
  return culturePath(productions);
}

/** Identifies the build in public/; a change mid-run means something else rebuilt the site under the bench. */
function compilationHash(): string | null {
  return (
    readJson<{ webpackCompilationHash?: string }>(path.join(PUBLIC, "page-data", "app-data.json"))?.webpackCompilationHash ?? null
  );
}

function printSummary({
  built,
  js,
  lh,
  seconds,
}: {
  built: boolean | null;
  js: { ok: boolean; over: string[] };
  lh: { ok: boolean; results: LighthouseRun[] };
  seconds: string;
}): void {
  section("Summary");
  console.log(`builds: ${built ? "ok" : "skipped (--no-build)"}`);
  console.log(
    `first-load JS: ${js.ok ? "measured" : "INCOMPLETE"}; over ${RATIO_LIMIT}x the bare page: ${js.over.length ? js.over.join(", ") : "none"}`,
  );
  console.log(
    `lighthouse: ${lh.results.filter((r) => r.lhr).length}/${lh.results.length} runs ok${lh.ok ? "" : " (FAILURES)"}; ${perfectRuns(lh.results)} with 100 in all four categories`,
  );
  console.log(`total time: ${seconds} s`);
}

async function main(args: { build: boolean }): Promise<number> {
  const started = Date.now();
  const routes = routeTypes().filter((r): r is RouteType & { route: string } => {
    if (r.route) return true;
    console.error(`${r.type}: no route found (no content/productions/*.json with objectClass "culture"); skipped`);
    return false;
  });
  // The server starts first so that the site is built for the origin it will be served from (canonical URLs).
  const { server, url: origin } = await startStaticServer({ root: PUBLIC, port: 0, host: "127.0.0.1" });
  try {
    const built = args.build ? await buildAll(origin) : null;
    // Measuring whatever an earlier build left in public/ would report figures for code that is not there any more.
    if (built === false) {
      console.error(
        "\nbench stopped: a build failed. (A `gatsby build` or `gatsby develop` running in the repo at the same time shares .cache/ and public/ and breaks both.)",
      );
      return 1;
    }
    const buildId = compilationHash();
    const js = reportFirstLoadJs(routes);
    const lh = await reportLighthouse(
      origin,
      routes.filter((r) => r.lighthouse !== false),
    );
    printSummary({ built, js, lh, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    const rebuilt = compilationHash() !== buildId;
    if (rebuilt)
      console.error(
        "\npublic/ was rebuilt by something else while the bench ran: the figures above mix two builds. Run again when no other build is running.",
      );
    return js.ok && lh.ok && !rebuilt ? 0 : 1;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

let args: { build: boolean };
try {
  args = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
cleanUpOnSignals();
main(args).then(
  (code) => process.exit(code),
  (err: Error | undefined) => {
    console.error(err?.stack ?? err);
    process.exit(1);
  },
);
