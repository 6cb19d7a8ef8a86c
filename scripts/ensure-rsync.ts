// `npm run publish` copies each build into its release with rsync (scripts/publish/releases.ts), and
// the tests of that (releases.test.ts, e2e/production-path.spec.ts) run it. Missing: on Debian as
// root it is installed with apt-get; anywhere else we say how to get it.
import { spawnSync } from "node:child_process";
import { ensureDebianPackage } from "./debian-package";

process.exit(
  ensureDebianPackage({
    present: () => spawnSync(process.env.RSYNC_PATH || "rsync", ["--version"], { stdio: "ignore" }).status === 0,
    packages: ["rsync"],
    installing: "rsync mangler; installerer Debian-pakken rsync for publiseringen (releases) …",
    failed: "Kunne ikke installere rsync med apt-get.",
    missing: [
      "Publiseringen (npm run publish) og testene av den trenger rsync, men `rsync` finnes ikke.",
      {
        debian: "Installer den med: sudo apt-get update && sudo apt-get install -y rsync",
        other: "Installer rsync med pakkebehandleren din.",
      },
    ],
  }),
);
