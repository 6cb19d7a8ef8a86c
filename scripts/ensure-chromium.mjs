// Browser tests run in Debian's Chromium, never in a browser Playwright downloads.
// Missing: on Debian as root it is installed with apt-get; anywhere else we say how to get it.
import fs from "node:fs";
import { spawnSync } from "node:child_process";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return result.status === 0;
}

if (fs.existsSync(CHROMIUM)) process.exit(0);

const isDebian = fs.existsSync("/etc/debian_version") && fs.existsSync("/usr/bin/apt-get");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isDebian && isRoot) {
  console.log("Chromium mangler; installerer Debian-pakken chromium for nettlesertestene …");
  if (run("apt-get", ["update"]) && run("apt-get", ["install", "-y", "--no-install-recommends", "chromium", "fonts-dejavu-core"]) && fs.existsSync(CHROMIUM)) process.exit(0);
  console.error("Kunne ikke installere chromium med apt-get.");
  process.exit(1);
}
console.error(
  [
    `Nettlesertestene trenger Chromium på ${CHROMIUM}, men den finnes ikke.`,
    isDebian ? "Installer den med: sudo apt-get update && sudo apt-get install -y chromium" : "Installer Chromium med pakkebehandleren din (Debian/Ubuntu: apt-get install chromium).",
    "Eller pek på en annen Chromium med CHROMIUM_PATH=/sti/til/chromium.",
  ].join("\n"),
);
process.exit(1);
