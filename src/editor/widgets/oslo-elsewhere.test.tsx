/**
 * The editor on a computer that is not on Norwegian time: shown, entered and folded on Oslo's
 * clock all the same. Jest's sandbox cannot change the time zone of the process it runs in, so the
 * tests (oslo-elsewhere.tz.tsx) run in a jest of their own under TZ=America/New_York.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ELSEWHERE = "America/New_York";

it(`passes on a computer in ${ELSEWHERE}`, () => {
  const run = spawnSync(
    process.execPath,
    [
      require.resolve("jest/bin/jest"),
      "--ci",
      "--testMatch",
      "**/oslo-elsewhere.tz.tsx",
      path.join(__dirname, "oslo-elsewhere.tz.tsx"),
    ],
    { env: { ...process.env, TZ: ELSEWHERE }, encoding: "utf8" },
  );
  expect(run.stderr).toMatch(/Tests:\s+3 passed, 3 total/);
  expect(run.status).toBe(0);
}, 60_000);
