// `npm run check-content`: checks content/ and redirects.json as the build would, without building.
import path from "path";
import { checkContent } from "../gatsby/check-content";
import { contentDir } from "../gatsby/content-dir";

const started = Date.now();
const problems = checkContent(contentDir, path.join(__dirname, "..", "redirects.json"));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length === 0) {
  console.log(`Innholdet er i orden (${seconds} s).`);
} else {
  console.error(`Fant ${problems.length} ${problems.length === 1 ? "feil" : "feil"} i innholdet (${seconds} s):\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}
