import fs from "node:fs";
import path from "node:path";

/** Serves public/ on a free localhost port for the whole run; the server stops when the run ends. */
export default async function globalSetup() {
  const root = path.join(__dirname, "..", "public");
  if (!fs.existsSync(path.join(root, "index.html"))) throw new Error("public/ has no built site: run `npm run build` before the browser tests.");
  const { startStaticServer } = await import("../scripts/static-server.mjs");
  const { server, url } = await startStaticServer({ root, port: 0 });
  process.env.E2E_BASE_URL = url;
  return async () => {
    await new Promise((resolve) => server.close(resolve));
  };
}
