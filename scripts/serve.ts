// `npm run serve`: serves the built site in public/ with nginx and the site's own rules
// (public/_nginx.conf) on http://localhost:9000 (PORT to change), until Ctrl+C.
import fs from "node:fs";
import path from "node:path";
import { closeNginx, ensureNginx, startNginx } from "./nginx";

async function main() {
  const root = path.join(__dirname, "..", "public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(
      "Fant ikke et bygget nettsted i public/. Kjør `npm run build` først (eller `npm start`, som bygger og starter).",
    );
    process.exit(1);
  }
  if (ensureNginx() !== 0) process.exit(1);
  const site = await startNginx({ root, port: Number(process.env.PORT || 9000) });
  console.log(`\nNettstedet kjører på ${site.url} (nginx, ${site.prefix}/nginx.conf)  (Ctrl+C for å stoppe)\n`);
  const stop = () => void closeNginx(site).then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
