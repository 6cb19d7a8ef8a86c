// The W3C Nu HTML checker (npm vnu-jar) the browser tests run over the built pages needs a Java
// runtime. Missing: on Debian as root it is installed with apt-get; anywhere else we say how to get it.
import { spawnSync } from "node:child_process";
import { ensureDebianPackage } from "./debian-package";

const JAVA = process.env.JAVA || "java";

process.exit(
  ensureDebianPackage({
    present: () => spawnSync(JAVA, ["-version"], { stdio: "ignore" }).status === 0,
    packages: ["default-jre-headless"],
    installing: "Java mangler; installerer Debian-pakken default-jre-headless for HTML-sjekken (vnu) …",
    failed: "Kunne ikke installere default-jre-headless med apt-get.",
    missing: [
      "HTML-sjekken i nettlesertestene (W3C Nu HTML Checker, vnu.jar) trenger Java, men `java` finnes ikke.",
      {
        debian: "Installer den med: sudo apt-get update && sudo apt-get install -y default-jre-headless",
        other: "Installer en Java-kjøretid (17 eller nyere) med pakkebehandleren din.",
      },
      "Eller pek på en annen java med JAVA=/sti/til/java.",
    ],
  }),
);
