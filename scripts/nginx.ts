// nginx with the site's own rules (public/_nginx.conf, which the build makes from deploy/nginx/site.conf,
// _headers and redirects.json), for `npm start`, `npm run serve`, the browser tests and the bench.
// Each server is an ordinary process of whoever runs it, with a prefix of its own in a temporary
// folder (configuration, pid, logs, nginx's temp files), listening on 127.0.0.1 only; it stops
// with the command (and when the process that started it exits).
//
//   npx tsx scripts/nginx.ts conf [--root public] [--port 9000] [--prefix /tmp/x]   prints the whole nginx.conf
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackage } from "./debian-package";

/** The nginx binary: NGINX_PATH, else Debian's. */
export const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";

/** The site's rules in a built site's root. */
export const SITE_RULES = "_nginx.conf";

/** Brotli from Debian's libnginx-mod-http-brotli-static, when it is installed. */
const BROTLI_MODULE = "ngx_http_brotli_static_module.so";

/** A name no request from a browser carries: the server that says which configuration nginx runs. */
const GENERATION_HOST = "nginx-generation.invalid";

export const nginxPresent = () => fs.existsSync(NGINX);

/** nginx installed with apt-get when missing (Debian, as root), else a message how to get it; 0 when there. */
export function ensureNginx(): number {
  return ensureDebianPackage({
    present: nginxPresent,
    packages: ["nginx", "libnginx-mod-http-brotli-static"],
    installing: "nginx mangler; installerer Debian-pakkene nginx og libnginx-mod-http-brotli-static …",
    failed: "Kunne ikke installere nginx med apt-get.",
    missing: [
      `Nettstedet serveres av nginx (${NGINX}), men den finnes ikke.`,
      {
        debian: "Installer den med: sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static",
        other: "Installer nginx med pakkebehandleren din (Debian/Ubuntu: apt-get install nginx; macOS: brew install nginx).",
      },
      "Eller pek på en annen nginx med NGINX_PATH=/sti/til/nginx.",
    ],
  });
}

let brotliChecked: string | null | undefined;
/**
 * The brotli_static module's file, when nginx has it and it loads (a module built for another nginx
 * version does not); null otherwise, and the site is served with gzip only.
 */
export function brotliModule(): string | null {
  if (brotliChecked !== undefined) return brotliChecked;
  const version = spawnSync(NGINX, ["-V"], { encoding: "utf8" });
  const modules = /--modules-path=(\S+)/.exec(`${version.stderr}${version.stdout}`)?.[1] ?? "/usr/lib/nginx/modules";
  const file = path.join(modules, BROTLI_MODULE);
  brotliChecked = null;
  if (fs.existsSync(file)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-brotli-"));
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      conf,
      `load_module "${file}";\npid "${dir}/nginx.pid";\nerror_log "${dir}/error.log";\nevents {}\nhttp { brotli_static on; }\n`,
    );
    const test = spawnSync(NGINX, ["-t", "-q", "-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], { encoding: "utf8" });
    if (test.status === 0) brotliChecked = file;
    else console.warn(`nginx: ${BROTLI_MODULE} does not load (${test.stderr.trim()}); serving gzip only.`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return brotliChecked;
}

/** A string nginx reads as it is, in double quotes. */
function q(value: string): string {
  if (/["$\\\n\r]/.test(value))
    throw new Error(`nginx: a path with a quote, "$", backslash or line break: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/** A JavaScript pattern as an nginx (PCRE) one, in quotes: the tests' patterns are plain enough to mean the same. */
function pcre(paths: RegExp): string {
  if (/["\s]/.test(paths.source)) throw new Error(`nginx: a pattern it cannot take as it is: ${String(paths)}`);
  return `${paths.flags.includes("i") ? "~*" : "~"} "${paths.source}"`;
}

/**
 * How the requests of a switched path are answered (droppedWhileSwitched): dropped, the connection
 * closed without an answer; a server error; or held, never answered while the switch is on (a
 * connection that hangs). Each has a switch file of its own: `${switchOf(i)}${SWITCH_SUFFIX[how]}`.
 */
export type Breakage = "drop" | "503" | "hang";
export const SWITCH_SUFFIX: Readonly<Record<Breakage, string>> = { drop: ".on", "503": ".503", hang: ".hang" };

/** The internal address a held request is passed to (a server that takes connections and never answers). */
const HELD_URI = "/.__held-by-test";

/**
 * Server-context lines (`extra`) that break the requests whose path matches `droppable[i]` while one
 * of its switch files is there (SWITCH_SUFFIX): closing the connection without an answer (`return
 * 444`), answering 503, or, with `holdingPort` (a server on 127.0.0.1 that takes connections and
 * never answers), passing them to it. nginx looks for the files on every request (it keeps no file
 * cache here), so a switch needs no reload. A reload would leave a connection the browser had
 * opened ahead, and not used yet, with an old worker, which answered its first request by the old
 * rules: a worker's script a test had dropped came through.
 */
export function droppedWhileSwitched(droppable: RegExp[], switchOf: (index: number) => string, holdingPort?: number): string {
  const held =
    holdingPort === undefined
      ? []
      : [
          `location = ${HELD_URI} {`,
          "    internal;",
          `    proxy_pass http://127.0.0.1:${holdingPort};`,
          "    proxy_read_timeout 300s;",
          "}",
        ];
  const rules = droppable.flatMap((paths, i) => {
    const file = (how: Breakage) => q(`${switchOf(i)}${SWITCH_SUFFIX[how]}`);
    return [
      // Outside the path, the switch itself: a file that is never there.
      `set $drop_switch ${q(switchOf(i))};`,
      `set $fail_switch ${q(switchOf(i))};`,
      `set $hold_switch ${q(switchOf(i))};`,
      `if ($uri ${pcre(paths)}) {`,
      `    set $drop_switch ${file("drop")};`,
      `    set $fail_switch ${file("503")};`,
      `    set $hold_switch ${file("hang")};`,
      "}",
      "if (-f $drop_switch) {",
      "    return 444;",
      "}",
      "if (-f $fail_switch) {",
      "    return 503;",
      "}",
      ...(holdingPort === undefined ? [] : ["if (-f $hold_switch) {", `    rewrite ^ ${HELD_URI} last;`, "}"]),
    ];
  });
  return [...held, ...rules].join("\n");
}

export interface NginxConfOptions {
  /** The built site (public/ or a copy), holding _nginx.conf. */
  root: string;
  port: number;
  /** nginx's own folder: pid, logs, temp files. */
  prefix: string;
  /** Server-context lines before the site's rules (the tests' dropped and held requests). */
  extra?: string;
  /** The site's rules: root/_nginx.conf unless given (the bench's bare Gatsby page has none of its own). */
  rules?: string;
  workers?: number;
  /** Tells this start of this server from any other nginx on the port (startNginx waits for it). */
  generation?: string;
  brotli?: string | null;
}

/** The whole nginx.conf serving `root` on 127.0.0.1:`port` with the site's rules. */
export function renderNginxConf({
  root,
  port,
  prefix,
  extra = "",
  rules = path.join(path.resolve(root), SITE_RULES),
  workers = 1,
  generation = "1",
  brotli = brotliModule(),
}: NginxConfOptions): string {
  const absRoot = path.resolve(root);
  const p = (name: string) => q(path.join(prefix, name));
  // As root, nginx would hand the requests to "nobody", who may not read a checkout in /root or a
  // temporary copy of the site: the workers stay the user who runs it, as they are for anyone else.
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return `# Made by scripts/nginx.ts for ${absRoot}; the site's rules are its ${SITE_RULES}.
${brotli ? `load_module ${q(brotli)};\n` : ""}${asRoot ? `user ${os.userInfo().username};\n` : ""}worker_processes ${workers};
pid ${p("nginx.pid")};
error_log ${p("error.log")} warn;

events {
    worker_connections 1024;
}

http {
    client_body_temp_path ${p("temp/client_body")};
    proxy_temp_path ${p("temp/proxy")};
    fastcgi_temp_path ${p("temp/fastcgi")};
    uwsgi_temp_path ${p("temp/uwsgi")};
    scgi_temp_path ${p("temp/scgi")};
    log_format site_requests '$request_uri';
    access_log ${p("access.log")} site_requests;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
${brotli ? "    brotli_static on;\n" : ""}
    server {
        listen 127.0.0.1:${port};
        server_name ${GENERATION_HOST};
        access_log off;
        return 200 ${q(generation)};
    }

    server {
        listen 127.0.0.1:${port} default_server;
        server_name localhost;
        root ${q(absRoot)};
${extra
  .split("\n")
  .map((line) => (line ? `        ${line}` : ""))
  .join("\n")}
        include ${q(path.resolve(rules))};
    }
}
`;
}

/** A port no one listens on just now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A free port on 127.0.0.1, held (listened on) until `release`: for a server that starts minutes
 * later on a port chosen now (the bench builds the site for its origin first). A port only looked
 * at could be handed out meanwhile as the local end of one of the builds' own connections.
 */
export function heldPort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const holder = net.createServer();
    holder.once("error", reject);
    holder.listen(0, "127.0.0.1", () => {
      const { port } = holder.address() as net.AddressInfo;
      resolve({ port, release: () => new Promise<void>((done) => holder.close(() => done())) });
    });
  });
}

/** What the generation server answers, or null when nothing (or something else) answers. */
function askGeneration(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: "/", headers: { Host: GENERATION_HOST }, agent: false, timeout: 2000 },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve(res.statusCode === 200 ? body : null));
      },
    );
    req.on("error", () => resolve(null));
    req.on("timeout", () => req.destroy());
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface NginxServer {
  /** http://localhost:<port> */
  url: string;
  port: number;
  root: string;
  /** nginx's folder: nginx.conf, error.log, access.log. */
  prefix: string;
  /** Paths and queries of the requests answered so far (dropped ones too), in the order they ended. */
  requests(): string[];
  /** Stops nginx (open connections end); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  running(): boolean;
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

export interface StartNginxOptions {
  root: string;
  /** 0 or none: a free one. */
  port?: number;
  extra?: string;
  rules?: string;
  workers?: number;
}

/** Starts nginx serving a built site; resolves once it answers with this configuration. */
export async function startNginx({ root, port = 0, extra = "", rules, workers = 1 }: StartNginxOptions): Promise<NginxServer> {
  if (!nginxPresent())
    throw new Error(`nginx is not at ${NGINX}: run \`npx tsx scripts/ensure-nginx.ts\` (or set NGINX_PATH) first.`);
  const absRoot = path.resolve(root);
  const rulesFile = path.resolve(rules ?? path.join(absRoot, SITE_RULES));
  if (!fs.existsSync(rulesFile))
    throw new Error(`${rulesFile} is missing: build the site first (npm run build), it writes the nginx rules.`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(path.join(prefix, "temp", dir), { recursive: true });
  const confFile = path.join(prefix, "nginx.conf");
  const accessLog = path.join(prefix, "access.log");
  const instance = crypto.randomBytes(6).toString("hex");
  let generation = 0;
  let chosenPort = port;
  let child: ChildProcess | null = null;

  const writeConf = () => {
    generation++;
    fs.writeFileSync(
      confFile,
      renderNginxConf({
        root: absRoot,
        port: chosenPort,
        prefix,
        extra,
        rules: rulesFile,
        workers,
        generation: `${instance} ${generation}`,
      }),
    );
  };

  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, "error.log"), "utf8").trim().split("\n").slice(-5).join("\n");
    } catch {
      return "";
    }
  };

  async function launch(): Promise<void> {
    writeConf();
    const next = spawn(
      NGINX,
      ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", confFile, "-g", "daemon off; master_process on;"],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    next.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    let exited = false;
    next.once("exit", () => {
      exited = true;
      running.delete(next);
    });
    running.add(next);
    const expected = `${instance} ${generation}`;
    for (const started = Date.now(); Date.now() - started < 10_000;) {
      if (exited) throw new Error(`nginx did not start on port ${chosenPort}:\n${stderr.trim() || errorLog()}`);
      if ((await askGeneration(chosenPort)) === expected) {
        child = next;
        return;
      }
      await sleep(25);
    }
    next.kill("SIGKILL");
    throw new Error(`nginx did not answer on port ${chosenPort} within 10 s:\n${stderr.trim() || errorLog()}`);
  }

  async function start(): Promise<void> {
    if (child) return;
    // Back after a stop: on the same port, whatever happens (the pages open in the browser know it).
    if (chosenPort) return launch();
    // A free port may be taken between the look and nginx's bind: then another one, the first time only.
    for (let attempt = 1; ; attempt++) {
      chosenPort = port || (await freePort());
      try {
        return await launch();
      } catch (error) {
        if (port || attempt >= 3 || !/Address already in use/.test((error as Error).message)) throw error;
      }
    }
  }

  async function stop(): Promise<void> {
    const stopping = child;
    child = null;
    if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return;
    const exited = new Promise((resolve) => stopping.once("exit", resolve));
    // Fast shutdown: open connections (held ones too) end at once, as when a server goes away.
    stopping.kill("SIGTERM");
    await exited;
  }

  await start();
  return {
    get url() {
      return `http://localhost:${chosenPort}`;
    },
    get port() {
      return chosenPort;
    },
    root: absRoot,
    prefix,
    requests() {
      try {
        return fs.readFileSync(accessLog, "utf8").split("\n").filter(Boolean);
      } catch {
        return [];
      }
    },
    async stop() {
      await stop();
    },
    start,
    running: () => child !== null,
  };
}

/** Stops the server and removes its folder. */
export async function closeNginx(server: NginxServer): Promise<void> {
  await server.stop();
  fs.rmSync(server.prefix, { recursive: true, force: true });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  if (args[0] !== "conf") {
    console.error("Usage: npx tsx scripts/nginx.ts conf [--root public] [--port 9000] [--prefix /tmp/nginx-site]");
    process.exit(2);
  }
  process.stdout.write(
    renderNginxConf({
      root: arg("root", path.join(__dirname, "..", "public")),
      port: Number(arg("port", process.env.PORT || "9000")),
      prefix: path.resolve(arg("prefix", path.join(os.tmpdir(), "nginx-site"))),
    }),
  );
}
