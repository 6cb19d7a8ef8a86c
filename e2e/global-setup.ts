import fs from "node:fs";
import path from "node:path";
import { createCinemaApi } from "../dev/cinema-api/server";
import { closeNginx, startNginx } from "../scripts/nginx";
import { testNow } from "./test-clock";
import { copyTestBuild, removeTestBuildCopy, SITE_ROOT } from "./test-site";

/** The port `npm run build:e2e` pointed the site's cinema API at. */
export const E2E_CINEMA_PORT = Number(process.env.E2E_CINEMA_PORT || 9310);

/**
 * Serves the test build with nginx and the site's own rules (its _nginx.conf, as in production) on a
 * free localhost port, from a copy of public/ made now (e2e/test-site.ts), and the cinema API
 * stand-in (with its test hooks) on the port the build points at, for the whole run; both stop, and
 * the copy goes, when the run ends.
 */
export default async function globalSetup() {
  const root = path.join(__dirname, "..", "public");
  if (!fs.existsSync(path.join(root, "index.html")))
    throw new Error("public/ has no built site: run `npm run build:e2e` before the browser tests.");
  copyTestBuild(root);
  const site = await startNginx({ root: SITE_ROOT });
  const api = createCinemaApi({ allowedOrigins: [site.url], testHooks: true, sessionTtlMs: 10 * 60_000, clock: testNow });
  let apiUrl: string;
  try {
    ({ url: apiUrl } = await api.listen(E2E_CINEMA_PORT, "127.0.0.1"));
  } catch (error) {
    await closeNginx(site);
    removeTestBuildCopy();
    throw new Error(
      `The cinema API stand-in could not listen on port ${E2E_CINEMA_PORT} (${(error as Error).message}); free it or set E2E_CINEMA_PORT and rebuild with npm run build:e2e.`,
    );
  }
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_CINEMA_API = apiUrl;
  return async () => {
    await api.close();
    await closeNginx(site);
    removeTestBuildCopy();
  };
}
