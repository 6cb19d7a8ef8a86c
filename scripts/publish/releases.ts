// Atomic deploys in the layout hosts know from Capistrano:
//
//   DIR/releases/<build id>/   one whole build each (pages, page data, scripts, the .gz/.br copies)
//   DIR/current -> releases/<build id>      what nginx serves (`root DIR/current`)
//
// A build is copied with rsync into releases/<id>.partial/ (files unchanged since the current release
// are hard links to it: --link-dest), renamed to releases/<id> once the copy is whole, and only then
// is `current` switched: a new link beside it renamed over it, one rename(2), so every request sees
// the old release or the new one, never a mix. A failed copy leaves `current` as it was. The last
// KEEP releases stay (rollback goes back through them); `current` is never removed.
//
// DIR is a folder on this machine or `user@host:/path` (rsync and the steps over SSH, for a host
// with a POSIX shell and GNU coreutils' `mv -T`). The steps on the host are one small sh script
// (RELEASE_SCRIPT), run the same way locally (`sh -s`) and remotely (`ssh host sh -s`), so the unit
// tests on a scratch folder test what a server runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** How many releases stay, the current one among them. */
export const KEEP_RELEASES = 5;

export type Target = { kind: "local"; dir: string } | { kind: "ssh"; host: string; dir: string };

/** A release's name: the build id (public/build.json), which sorts by time (gatsby/post-build/build-id.ts). */
const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z_-]*(\.[0-9A-Za-z_-]+)*$/;
const SAFE_PATH = /^\/[A-Za-z0-9._/-]*$/;
const REMOTE = /^((?:[A-Za-z0-9._-]+@)?[A-Za-z0-9.-]+):(.*)$/;

export function checkReleaseId(id: string): string {
  if (!RELEASE_ID.test(id) || id.endsWith(".partial") || id.length > 100)
    throw new Error(`Utgivelsen må hete som et bygg-id (bokstaver, sifre, "-", "_", "."), ikke ${JSON.stringify(id)}`);
  return id;
}

/** `--to`: a local folder, or `user@host:/path` as rsync writes it (a ":" before any "/"). */
export function parseTarget(to: string): Target {
  const remote = REMOTE.exec(to);
  const slash = to.indexOf("/");
  if (remote && (slash === -1 || slash > to.indexOf(":"))) {
    const dir = remote[2].replace(/\/+$/, "");
    if (!SAFE_PATH.test(dir) || dir.split("/").some((part) => part === ".." || part === "."))
      throw new Error(`--to ${to}: mappen på serveren må være en absolutt sti av bokstaver, sifre og . _ - /`);
    return { kind: "ssh", host: remote[1], dir };
  }
  const dir = path.resolve(to);
  if (!SAFE_PATH.test(dir) || dir === "/") throw new Error(`--to ${to}: mappen må være en sti av bokstaver, sifre og . _ - /`);
  return { kind: "local", dir };
}

/** The steps on the host. $1 is the step, $2 DIR. */
export const RELEASE_SCRIPT = String.raw`set -eu
step=$1; dir=$2; releases="$dir/releases"
current_release() { if [ -L "$dir/current" ]; then basename "$(readlink "$dir/current")"; fi; }
# Every whole release, oldest first (build ids sort by time).
whole() { ls -1 "$releases" | grep -v '\.partial$' | LC_ALL=C sort; }
switch_to() {
  [ -d "$releases/$1" ] || { echo "ingen utgivelse $1 i $releases" >&2; exit 3; }
  ln -s "releases/$1" "$dir/.current-$$"
  mv -T "$dir/.current-$$" "$dir/current"
  echo "current -> releases/$1"
}
case "$step" in
prepare)
  mkdir -p "$releases"
  current_release ;;
activate)
  id=$3; keep=$4
  [ -f "$releases/$id.partial/index.html" ] && [ -f "$releases/$id.partial/build.json" ] || { echo "opplastingen $id er ikke hel" >&2; exit 3; }
  [ ! -e "$releases/$id" ] || { echo "utgivelsen $id finnes alt" >&2; exit 3; }
  before=$(current_release)
  mv -T "$releases/$id.partial" "$releases/$id"
  switch_to "$id"
  if [ -n "$before" ] && ! cmp -s "$releases/$before/_nginx.conf" "$releases/$id/_nginx.conf"; then echo "nginx-rules-changed"; fi
  # Uploads that never finished, and the oldest releases beyond KEEP (never the current one).
  for stale in "$releases"/*.partial; do if [ -e "$stale" ]; then rm -rf "$stale"; fi; done
  count=$(whole | wc -l)
  for old in $(whole); do
    [ "$count" -gt "$keep" ] || break
    [ "$old" = "$id" ] && continue
    rm -rf "$releases/$old"; count=$((count - 1)); echo "fjernet releases/$old"
  done ;;
rollback)
  now=$(current_release)
  [ -n "$now" ] || { echo "$dir/current finnes ikke" >&2; exit 3; }
  if [ "$#" -ge 3 ]; then to=$3; else to=$(whole | awk -v now="$now" '"" $0 < "" now { prev = $0 } END { print prev }'); fi
  [ -n "$to" ] || { echo "ingen utgivelse før $now" >&2; exit 3; }
  switch_to "$to" ;;
list)
  now=$(current_release)
  for r in $(whole); do if [ "$r" = "$now" ]; then echo "* $r"; else echo "  $r"; fi; done ;;
*) echo "ukjent steg $step" >&2; exit 2 ;;
esac
`;

export interface Remote {
  /** The remote shell, as rsync's --rsh takes it: DEPLOY_SSH, else `ssh` (e.g. `ssh -i ~/.ssh/deploy -p 2222`). */
  ssh?: string;
}

const sshWords = (ssh = process.env.DEPLOY_SSH || "ssh") => ssh.split(/\s+/).filter(Boolean);

export const describe = (target: Target) => (target.kind === "local" ? target.dir : `${target.host}:${target.dir}`);

/** Runs one step of the release script on the target; resolves with what it printed. */
export function runStep(target: Target, args: string[], { ssh }: Remote = {}): Promise<string> {
  const [command, ...rest] = target.kind === "local" ? ["sh"] : sshWords(ssh);
  const argv = target.kind === "local" ? ["-s", "--", ...args] : [...rest, target.host, "sh", "-s", "--", ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (err += c.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${args[0]} på ${describe(target)}: ${err.trim() || `avsluttet med ${code}`}`)),
    );
    child.stdin.end(RELEASE_SCRIPT);
  });
}

/** rsync's arguments for copying `publicDir` into releases/<id>.partial/ of the target, linking what the current release has. */
export function rsyncArgs(publicDir: string, target: Target, id: string, current: string | null, { ssh }: Remote = {}): string[] {
  const dest = `${target.dir}/releases/${checkReleaseId(id)}.partial/`;
  return [
    "--archive",
    "--delete",
    "--human-readable",
    "--stats",
    // Files the current release has with the same bytes become hard links to it: a release costs the
    // disk and the upload of what changed. By checksum, not size and time: a page rebuilt within the
    // same second at the same length is another page.
    "--checksum",
    ...(current ? [`--link-dest=../${checkReleaseId(current)}`] : []),
    ...(target.kind === "ssh" ? ["--rsh", sshWords(ssh).join(" ")] : []),
    `${path.resolve(publicDir)}/`,
    target.kind === "ssh" ? `${target.host}:${dest}` : dest,
  ];
}

function rsync(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.env.RSYNC_PATH || "rsync", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (err += c.toString("utf8")));
    child.on("error", (error) => reject(new Error(`rsync kunne ikke startes (${error.message}): installer rsync`)));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`rsync feilet (${code}): ${err.trim()}`))));
  });
}

/** The build id of a built site (public/build.json). */
export function buildIdOf(publicDir: string): string {
  const record = JSON.parse(fs.readFileSync(path.join(publicDir, "build.json"), "utf8")) as { buildId?: unknown };
  if (typeof record.buildId !== "string") throw new Error(`${publicDir}/build.json har ikke noe buildId`);
  return checkReleaseId(record.buildId);
}

export interface DeployResult {
  id: string;
  previous: string | null;
  /** The new release's nginx rules differ from the last one's: nginx must be reloaded to apply them. */
  nginxRulesChanged: boolean;
  output: string;
}

/** Copies the built site to a new release and makes it current; `current` is untouched if anything before the switch fails. */
export async function deploy(
  publicDir: string,
  target: Target,
  { keep = KEEP_RELEASES, id, ...remote }: Remote & { keep?: number; id?: string } = {},
): Promise<DeployResult> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`${publicDir} har ikke noe bygget nettsted`);
  const release = id ?? buildIdOf(publicDir);
  const previous = (await runStep(target, ["prepare", target.dir], remote)).trim() || null;
  if (previous === release) throw new Error(`utgivelsen ${release} er allerede den gjeldende`);
  const copied = await rsync(rsyncArgs(publicDir, target, release, previous, remote));
  const output = await runStep(target, ["activate", target.dir, release, String(keep)], remote);
  return { id: release, previous, nginxRulesChanged: output.includes("nginx-rules-changed"), output: `${copied}${output}` };
}

/** Makes the release before the current one (or `release`) current, in one rename. */
export function rollback(target: Target, { release, ...remote }: Remote & { release?: string } = {}): Promise<string> {
  return runStep(target, ["rollback", target.dir, ...(release ? [checkReleaseId(release)] : [])], remote);
}

export function listReleases(target: Target, remote: Remote = {}): Promise<string> {
  return runStep(target, ["list", target.dir], remote);
}
