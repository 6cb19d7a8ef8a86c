// `npx tsx dev/github-api/run.ts [--repo DIR.git] [--site http://localhost:9000]`: the GitHub stand-in
// by hand. Without --repo it serves a bare clone of this repository's main branch in a scratch folder.
// Prints the variables a build needs for its editor to log in and save there.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGithubApi } from "./server";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function main() {
  let repoDir = arg("--repo");
  if (!repoDir) {
    repoDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "github-api-")), "nettsted.git");
    execFileSync("git", [
      "clone",
      "--quiet",
      "--bare",
      "--single-branch",
      "--branch",
      "main",
      path.join(__dirname, "..", ".."),
      repoDir,
    ]);
  }
  const api = createGithubApi({
    repoDir,
    repo: "rissa-kulturhus/nettsted",
    siteOrigin: arg("--site") ?? "http://localhost:9000",
  });
  const listening = await api.listen(Number(arg("--port") ?? 0));
  console.log(`GitHub stand-in on ${listening.url}, serving ${repoDir}`);
  for (const [k, v] of Object.entries(api.env(listening))) console.log(`${k}=${v}`);
}

void main();
