// Browser tests run in Debian's Chromium, never in a browser Playwright downloads: its headless
// shell (scripts/chromium.ts says why), or with --browser the browser itself, which the bench's
// measurements and the editor's screenshots use.
// Missing: on Debian as root it is installed with apt-get; anywhere else we say how to get it.
import fs from "node:fs";
import { ensureDebianPackage } from "./debian-package";
import { CHROMIUM, TEST_CHROMIUM } from "./chromium";

const browser = process.argv.includes("--browser");
const executable = browser ? CHROMIUM : TEST_CHROMIUM;
const debianPackage = browser ? "chromium" : "chromium-headless-shell";

process.exit(
  ensureDebianPackage({
    present: () => fs.existsSync(executable),
    packages: [debianPackage, "fonts-dejavu-core"],
    installing: `Chromium mangler; installerer Debian-pakken ${debianPackage} …`,
    failed: `Kunne ikke installere ${debianPackage} med apt-get.`,
    missing: [
      `Trenger Chromium på ${executable}, men den finnes ikke.`,
      {
        debian: `Installer den med: sudo apt-get update && sudo apt-get install -y ${debianPackage}`,
        other: `Installer Chromium med pakkebehandleren din (Debian/Ubuntu: apt-get install ${debianPackage}).`,
      },
      "Eller pek på en annen Chromium med CHROMIUM_PATH=/sti/til/chromium.",
    ],
  }),
);
