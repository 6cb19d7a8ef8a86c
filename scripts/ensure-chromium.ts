// Browser tests run in Debian's Chromium, never in a browser Playwright downloads.
// Missing: on Debian as root it is installed with apt-get; anywhere else we say how to get it.
import fs from "node:fs";
import { ensureDebianPackage } from "./debian-package";
import { CHROMIUM } from "./chromium";

process.exit(
  ensureDebianPackage({
    present: () => fs.existsSync(CHROMIUM),
    packages: ["chromium", "fonts-dejavu-core"],
    installing: "Chromium mangler; installerer Debian-pakken chromium for nettlesertestene …",
    failed: "Kunne ikke installere chromium med apt-get.",
    missing: [
      `Nettlesertestene trenger Chromium på ${CHROMIUM}, men den finnes ikke.`,
      {
        debian: "Installer den med: sudo apt-get update && sudo apt-get install -y chromium",
        other: "Installer Chromium med pakkebehandleren din (Debian/Ubuntu: apt-get install chromium).",
      },
      "Eller pek på en annen Chromium med CHROMIUM_PATH=/sti/til/chromium.",
    ],
  }),
);
