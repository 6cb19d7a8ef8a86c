// What the tests need on the machine: Debian's Chromium, a Java runtime for the Nu HTML checker,
// nginx to serve the site and rsync for the publish command's releases, each installed with apt-get
// when missing (as root on Debian), or a message saying how.
import { spawnSync } from "node:child_process";
import path from "node:path";

for (const script of ["ensure-chromium.ts", "ensure-java.ts", "ensure-nginx.ts", "ensure-rsync.ts"]) {
  const { status } = spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, script)], { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}
