// What the tests need from the system (Chromium, a Java runtime) comes from Debian's packages: on
// Debian as root it is installed with apt-get when missing; anywhere else we say how to get it.
import fs from "node:fs";
import { spawnSync } from "node:child_process";

export interface SystemNeed {
  /** Whether it is there already. */
  present(): boolean;
  packages: string[];
  /** Said before installing, and when installing failed. */
  installing: string;
  failed: string;
  /** Said when it is missing and cannot be installed here: lines, or a choice by whether this is Debian. */
  missing: (string | { debian: string; other: string })[];
}

function run(cmd: string, args: string[]): boolean {
  console.log(`$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return result.status === 0;
}

/** 0 when the need is met (installing it if it can), 1 otherwise, having said why. */
export function ensureDebianPackage(need: SystemNeed): number {
  if (need.present()) return 0;
  const isDebian = fs.existsSync("/etc/debian_version") && fs.existsSync("/usr/bin/apt-get");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log(need.installing);
    if (
      run("apt-get", ["update"]) &&
      run("apt-get", ["install", "-y", "--no-install-recommends", ...need.packages]) &&
      need.present()
    )
      return 0;
    console.error(need.failed);
    return 1;
  }
  console.error(need.missing.map((line) => (typeof line === "string" ? line : isDebian ? line.debian : line.other)).join("\n"));
  return 1;
}
