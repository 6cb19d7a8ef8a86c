// Runs `gatsby build` with the cinema API pointed at a local stand-in port, unless the
// environment already names one. Used by `npm start` (port 9100) and `npm test` (port 9310).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

export function cinemaEnv(port) {
  return {
    GATSBY_CINEMA_API_118: process.env.GATSBY_CINEMA_API_118 || `http://localhost:${port}/118/`,
    GATSBY_CINEMA_API_178: process.env.GATSBY_CINEMA_API_178 || `http://localhost:${port}/178/`,
  };
}

export function gatsbyBuild(extraEnv) {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...extraEnv },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] || 9310);
  process.exit(gatsbyBuild(cinemaEnv(port)));
}
