// `npm run check-content`: checks content/ (or the content APIs, when configured) and redirects.json
// as the build would, without building.
import path from "path";
import "../gatsby/env/load-env";
import { checkContent } from "../gatsby/checks/check-content";
import { contentDir } from "../gatsby/content/content-dir";

async function main() {
  const started = Date.now();
  const problems = await checkContent(contentDir, path.join(__dirname, "..", "redirects.json"), process.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length === 0) {
    console.log(`Innholdet er i orden (${seconds} s).`);
    return;
  }
  console.error(`Fant ${problems.length} feil i innholdet (${seconds} s):\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}

void main();
