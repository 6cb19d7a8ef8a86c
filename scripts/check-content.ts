// `npm run check-content`: checks content/ (or the content APIs, when configured) and redirects.json
// as the build would, without building.
import path from "path";
import "../gatsby/env/load-env";
import { checkContentReport } from "../gatsby/checks/check-content";
import { scheduleLine } from "../gatsby/checks/schedule-line";
import { contentDir } from "../gatsby/env/content-dir";

async function main() {
  const started = Date.now();
  const { problems, scheduled } = await checkContentReport(contentDir, path.join(__dirname, "..", "redirects.json"), process.env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (scheduled.length) {
    console.log(`Planlagt publisering (${scheduled.length}):`);
    for (const item of scheduled) console.log(`  ${scheduleLine(item)}`);
    console.log("");
  }
  if (problems.length === 0) {
    console.log(`Innholdet er i orden (${seconds} s).`);
    return;
  }
  console.error(`Fant ${problems.length} feil i innholdet (${seconds} s):\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}

void main();
