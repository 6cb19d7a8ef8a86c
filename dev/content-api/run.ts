// Runs the content API stand-in by hand: `npx tsx dev/content-api/run.ts [port]`. Prints the
// variables that make a build (or `npm run check-content`) read from it instead of content/.
import { createContentApis } from "./server";

async function main() {
  const port = Number(process.argv[2] || process.env.CONTENT_API_PORT || 9200);
  const apis = createContentApis();
  const listening = await apis.listen(port, "127.0.0.1");
  console.log(`Innholds-API-ene (lokal stand-in) kjører på ${listening.url}, med innholdet i content/.
Sett dette i miljøet eller i .env for å bygge fra dem:
`);
  for (const [name, value] of Object.entries(apis.env(listening))) console.log(`${name}=${value}`);
  console.log("\nStopp med Ctrl+C.");
  const stop = () => apis.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
