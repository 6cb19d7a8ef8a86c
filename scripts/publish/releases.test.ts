/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deploy, listReleases, parseTarget, rollback, rsyncArgs, type Target } from "./releases";

let scratch: string;
let site: string;
let target: Target;
const current = () => fs.readlinkSync(path.join(target.dir, "current"));
const releases = () => fs.readdirSync(path.join(target.dir, "releases")).sort();

/** A built site in `site`: the build id, a page and its compressed copy, a script the builds share. */
function build(id: string) {
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(site, { recursive: true });
  fs.writeFileSync(path.join(site, "build.json"), JSON.stringify({ buildId: id }));
  fs.writeFileSync(path.join(site, "index.html"), `<h1>${id}</h1>`);
  fs.writeFileSync(path.join(site, "index.html.gz"), `gz ${id}`);
  fs.writeFileSync(path.join(site, "_nginx.conf"), "# rules\n");
  const script = path.join(site, "app-1234.js");
  fs.writeFileSync(script, "console.log(1)");
  fs.utimesSync(script, new Date("2026-01-01"), new Date("2026-01-01"));
}

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "releases-test-"));
  site = path.join(scratch, "public");
  target = parseTarget(path.join(scratch, "www"));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

test("each deploy is a whole release that current switches to; five stay; unchanged files are links to the last", async () => {
  const ids = [
    "20270101T10-a",
    "20270101T11-b",
    "20270101T12-c",
    "20270101T13-d",
    "20270101T14-e",
    "20270101T15-f",
    "20270101T16-g",
  ];
  for (const id of ids) {
    build(id);
    const result = await deploy(site, target);
    expect(result.id).toBe(id);
    expect(current()).toBe(`releases/${id}`);
    // The compressed copy is the new build's too (same length, same second as the last one's).
    expect(fs.readFileSync(path.join(target.dir, "current", "index.html.gz"), "utf8")).toBe(`gz ${id}`);
  }
  expect(releases()).toEqual(ids.slice(2));
  const inode = (id: string) => fs.statSync(path.join(target.dir, "releases", id, "app-1234.js")).ino;
  expect(inode(ids[6])).toBe(inode(ids[5]));
  expect(await listReleases(target)).toBe(
    `${ids
      .slice(2, 6)
      .map((i) => `  ${i}\n`)
      .join("")}* ${ids[6]}\n`,
  );
});

test("a rollback makes the release before current in one step, or the one named; a deploy after it is current again", async () => {
  for (const id of ["20270101-a", "20270102-b", "20270103-c"]) {
    build(id);
    await deploy(site, target);
  }
  await rollback(target);
  expect(current()).toBe("releases/20270102-b");
  await rollback(target);
  expect(current()).toBe("releases/20270101-a");
  await expect(rollback(target)).rejects.toThrow(/ingen utgivelse før 20270101-a/);
  await rollback(target, { release: "20270103-c" });
  expect(current()).toBe("releases/20270103-c");
  build("20270104-d");
  await deploy(site, target);
  expect(current()).toBe("releases/20270104-d");
});

test("a failed copy or an incomplete build leaves current untouched; its leftovers go with the next deploy", async () => {
  build("20270101-a");
  await deploy(site, target);
  build("20270102-b");
  const rsyncPath = process.env.RSYNC_PATH;
  process.env.RSYNC_PATH = "false";
  try {
    await expect(deploy(site, target)).rejects.toThrow(/rsync feilet/);
  } finally {
    if (rsyncPath === undefined) delete process.env.RSYNC_PATH;
    else process.env.RSYNC_PATH = rsyncPath;
  }
  expect(current()).toBe("releases/20270101-a");
  // A copy cut off halfway: no build.json yet.
  fs.mkdirSync(path.join(target.dir, "releases", "20270102-b.partial"));
  fs.writeFileSync(path.join(target.dir, "releases", "20270102-b.partial", "index.html"), "<h1>");
  fs.rmSync(path.join(site, "index.html"));
  await expect(deploy(site, target)).rejects.toThrow(/har ikke noe bygget nettsted/);
  expect(current()).toBe("releases/20270101-a");
  build("20270103-c");
  await deploy(site, target);
  expect(releases()).toEqual(["20270101-a", "20270103-c"]);
});

test("user@host:/path goes over SSH: rsync's --rsh, and the steps through the same remote shell", async () => {
  // A remote shell that runs the command on this machine, in its own scratch folder, as ssh runs it
  // on the host (rsync passes the user as "-l deploy").
  const fakeSsh = path.join(scratch, "fake-ssh");
  fs.writeFileSync(
    fakeSsh,
    [
      "#!/bin/sh",
      'if [ "$1" = "-l" ]; then host="$2@$3"; shift 3; else host=$1; shift; fi',
      '[ "$host" = "deploy@web.example.no" ] || { echo "no host $host" >&2; exit 255; }',
      'cd "$(dirname "$0")/www" 2>/dev/null || cd "$(dirname "$0")"',
      'exec "$@"',
      "",
    ].join("\n"),
    { mode: 0o755 },
  );
  const remote = parseTarget(`deploy@web.example.no:${target.dir}`);
  expect(remote).toEqual({ kind: "ssh", host: "deploy@web.example.no", dir: target.dir });
  build("20270101-a");
  await deploy(site, remote, { ssh: fakeSsh });
  build("20270102-b");
  await deploy(site, remote, { ssh: fakeSsh });
  expect(current()).toBe("releases/20270102-b");
  expect(fs.readFileSync(path.join(target.dir, "current", "index.html"), "utf8")).toBe("<h1>20270102-b</h1>");
  await rollback(remote, { ssh: fakeSsh });
  expect(current()).toBe("releases/20270101-a");
  expect(rsyncArgs("public", remote, "20270103-c", "20270102-b", { ssh: "ssh -i /home/ci/.ssh/deploy" })).toEqual([
    "--archive",
    "--delete",
    "--human-readable",
    "--stats",
    "--checksum",
    "--link-dest=../20270102-b",
    "--rsh",
    "ssh -i /home/ci/.ssh/deploy",
    `${path.resolve("public")}/`,
    `deploy@web.example.no:${target.dir}/releases/20270103-c.partial/`,
  ]);
});

test("--to is a folder or user@host:/absolute/path, and nothing a shell would read otherwise", () => {
  expect(parseTarget("/srv/www/site/")).toEqual({ kind: "local", dir: "/srv/www/site" });
  expect(parseTarget("./releases-here")).toEqual({ kind: "local", dir: path.resolve("releases-here") });
  expect(parseTarget("web:/srv/site")).toEqual({ kind: "ssh", host: "web", dir: "/srv/site" });
  for (const bad of ["host:relative", "host:/srv/$(reboot)", "host:/srv/../etc", "/srv/a b", "host:", "/"])
    expect(() => parseTarget(bad)).toThrow(/--to/);
});
