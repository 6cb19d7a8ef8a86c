// `npm run serve`: serves the built site in public/ on http://localhost:9000 (PORT to change).
import fs from "node:fs";
import path from "node:path";
import { startStaticServer } from "./static-server";

async function main() {
  const root = path.join(__dirname, "..", "public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(
      "Fant ikke et bygget nettsted i public/. Kjør `npm run build` først (eller `npm start`, som bygger og starter).",
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT || 9000);
  const { url } = await startStaticServer({ root, port, host: "127.0.0.1" });
  console.log(`\nNettstedet kjører på ${url}  (Ctrl+C for å stoppe)\n`);
}

void main();
