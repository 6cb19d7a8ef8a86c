/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { nginxRules } from "../gatsby/post-build/nginx-rules";
import type { HeaderRule } from "../gatsby/post-build/header-rules";
import {
  closeNginx,
  droppedWhileSwitched,
  heldPort,
  renderNginxConf,
  startNginx,
  SWITCH_SUFFIX,
  type NginxServer,
} from "./nginx";

// nginx itself, with deploy/nginx/site.conf filled in as the build does, on a small site of its own.
const template = fs.readFileSync(path.join(__dirname, "..", "deploy", "nginx", "site.conf"), "utf8");
const HEADERS: HeaderRule[] = [
  { path: "/*", headers: { "X-Frame-Options": "DENY" } },
  { path: "/static/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
];

let root: string;
let site: NginxServer;

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${site.url}${url}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-test-"));
  fs.chmodSync(root, 0o755);
  const page = "<!doctype html><title>Program</title>" + "<p>Konsert</p>".repeat(50);
  fs.mkdirSync(path.join(root, "kulturprogram"));
  fs.writeFileSync(path.join(root, "kulturprogram", "index.html"), page);
  fs.writeFileSync(path.join(root, "kulturprogram", "index.html.gz"), zlib.gzipSync(page));
  fs.writeFileSync(path.join(root, "404.html"), "<!doctype html><title>Fant ikke siden</title>");
  fs.mkdirSync(path.join(root, "admin"));
  fs.writeFileSync(path.join(root, "admin", "index.html"), "<!doctype html><title>Redigering</title>");
  fs.mkdirSync(path.join(root, "static"));
  fs.writeFileSync(path.join(root, "static", "bilde.avif"), Buffer.alloc(64));
  fs.writeFileSync(path.join(root, ".env"), "SECRET=1");
  fs.writeFileSync(
    path.join(root, "_nginx.conf"),
    nginxRules(template, HEADERS, [{ fromPath: "/program", toPath: "/kulturprogram" }]),
  );
  site = await startNginx({ root });
});

afterAll(async () => {
  await closeNginx(site);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("nginx with the site's rules", () => {
  it("listens on 127.0.0.1 only, with its pid and logs in its own folder", () => {
    const conf = renderNginxConf({ root, port: 9000, prefix: "/tmp/nginx-x", brotli: null });
    expect(conf.match(/listen [^;]+;/g)).toEqual(["listen 127.0.0.1:9000;", "listen 127.0.0.1:9000 default_server;"]);
    expect(conf).toContain('pid "/tmp/nginx-x/nginx.pid";');
    expect(conf).toContain(`include "${path.join(root, "_nginx.conf")}";`);
    expect(conf).not.toContain("brotli");
    expect(renderNginxConf({ root, port: 9000, prefix: "/tmp/x", brotli: "/m/brotli.so" })).toMatch(
      /^load_module "\/m\/brotli.so";/m,
    );
  });

  it("serves pages at their address, compressed where asked, with the rules' headers", async () => {
    const plain = await get("/kulturprogram");
    expect([plain.status, plain.headers["content-type"], plain.headers["x-frame-options"]]).toEqual([
      200,
      "text/html; charset=utf-8",
      "DENY",
    ]);
    expect(plain.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const gzipped = await get("/kulturprogram", { "Accept-Encoding": "gzip" });
    expect([gzipped.headers["content-encoding"], zlib.gunzipSync(gzipped.body).equals(plain.body)]).toEqual(["gzip", true]);
    const picture = await get("/static/bilde.avif");
    expect([picture.headers["content-type"], picture.headers["cache-control"]]).toEqual([
      "image/avif",
      "public, max-age=31536000, immutable",
    ]);
  });

  it("redirects, 404s with the site's page, and keeps dotfiles and its rules to itself", async () => {
    const moved = await get("/program");
    expect([moved.status, moved.headers.location, moved.headers["x-frame-options"]]).toEqual([301, "/kulturprogram", "DENY"]);
    for (const url of ["/finnes-ikke", "/.env", "/_nginx.conf", "/static/"]) {
      const missing = await get(url);
      expect([url, missing.status, missing.body.toString()]).toEqual([url, 404, expect.stringContaining("Fant ikke siden")]);
    }
  });

  it("sends /admin to the web editor at /admin/, keeping the query", async () => {
    for (const [url, to] of [
      ["/admin", "/admin/"],
      ["/admin?x=1&y", "/admin/?x=1&y"],
    ]) {
      const moved = await get(url);
      expect([url, moved.status, moved.headers.location]).toEqual([url, 301, to]);
    }
    const editor = await get("/admin/");
    expect([editor.status, editor.body.toString()]).toEqual([200, expect.stringContaining("Redigering")]);
  });

  it("comes back after a stop, on the same port", async () => {
    expect((await get("/kulturprogram")).status).toBe(200);
    await site.stop();
    await expect(get("/kulturprogram")).rejects.toThrow(/ECONNREFUSED/);
    await site.start();
    expect((await get("/kulturprogram")).status).toBe(200);
    expect(site.requests()).toEqual(expect.arrayContaining(["/kulturprogram", "/program", "/.env"]));
  });
});

describe("droppedWhileSwitched", () => {
  it("drops a path's requests while its switch file is there, on a connection opened before the switch too", async () => {
    const switches = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-switches-"));
    const switchOf = (i: number) => path.join(switches, `drop-${i}`);
    const dropping = await startNginx({ root, extra: droppedWhileSwitched([/^\/kulturprogram/, /^\/admin\//], switchOf) });
    /** One request on a connection opened (as a browser opens one ahead) before `meanwhile` runs; "" when dropped. */
    const askOnEarlyConnection = async (url: string, meanwhile: () => void) => {
      const ahead = net.connect(dropping.port, "127.0.0.1");
      const answer = new Promise<string>((resolve) => {
        let text = "";
        ahead.on("data", (chunk: Buffer) => (text += chunk.toString()));
        ahead.on("close", () => resolve(text));
        ahead.on("error", () => resolve(text));
      });
      await new Promise((resolve) => ahead.once("connect", resolve));
      meanwhile();
      ahead.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      return (await answer).split("\r\n")[0];
    };
    try {
      expect(await askOnEarlyConnection("/kulturprogram/", () => undefined)).toBe("HTTP/1.1 200 OK");
      const on = () => fs.writeFileSync(`${switchOf(0)}.on`, "");
      expect(await askOnEarlyConnection("/kulturprogram/", on)).toBe("");
      // The other path, and the other switch's path while its own is off, are answered.
      expect(await askOnEarlyConnection("/admin/", () => undefined)).toBe("HTTP/1.1 200 OK");
      expect(await askOnEarlyConnection("/404.html", () => undefined)).toMatch(/^HTTP\/1\.1 \d{3}/);
      const off = () => fs.rmSync(`${switchOf(0)}.on`);
      expect(await askOnEarlyConnection("/kulturprogram/", off)).toBe("HTTP/1.1 200 OK");
    } finally {
      await closeNginx(dropping);
      fs.rmSync(switches, { recursive: true, force: true });
    }
  });

  it("answers a path's requests with a server error, or holds them unanswered, while its switch for that is there", async () => {
    const switches = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-switches-"));
    const switchOf = (i: number) => path.join(switches, `drop-${i}`);
    const held = new Set<net.Socket>();
    const holding = net.createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => holding.listen(0, "127.0.0.1", resolve));
    const breaking = await startNginx({
      root,
      extra: droppedWhileSwitched([/^\/kulturprogram/], switchOf, (holding.address() as net.AddressInfo).port),
    });
    const status = (url: string, waitMs = 3000) =>
      fetch(`${breaking.url}${url}`, { signal: AbortSignal.timeout(waitMs) }).then((r) => r.status);
    try {
      fs.writeFileSync(`${switchOf(0)}${SWITCH_SUFFIX["503"]}`, "");
      expect(await status("/kulturprogram/")).toBe(503);
      expect(await status("/admin/")).toBe(200);
      fs.rmSync(`${switchOf(0)}${SWITCH_SUFFIX["503"]}`);
      fs.writeFileSync(`${switchOf(0)}${SWITCH_SUFFIX.hang}`, "");
      await expect(status("/kulturprogram/", 800)).rejects.toThrow(/timeout|aborted/i);
      // nginx passed it on, and the answer never came.
      expect(held.size).toBe(1);
      expect(await status("/admin/")).toBe(200);
      fs.rmSync(`${switchOf(0)}${SWITCH_SUFFIX.hang}`);
      expect(await status("/kulturprogram/")).toBe(200);
    } finally {
      held.forEach((socket) => socket.destroy());
      holding.close();
      await closeNginx(breaking);
      fs.rmSync(switches, { recursive: true, force: true });
    }
  });

  it("takes no pattern nginx would read otherwise", () => {
    expect(() => droppedWhileSwitched([/a"b/], () => "/tmp/x")).toThrow(/a pattern it cannot take/);
    expect(() => droppedWhileSwitched([/a b/], () => "/tmp/x")).toThrow(/a pattern it cannot take/);
    expect(() => droppedWhileSwitched([/./], () => '/tmp/"x')).toThrow(/a quote/);
  });
});

describe("heldPort", () => {
  const listenOn = (port: number) =>
    new Promise<net.Server>((resolve, reject) => {
      const server = net.createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve(server));
    });

  it("keeps the port from anyone else until it is let go, and then gives it up", async () => {
    const held = await heldPort();
    await expect(listenOn(held.port)).rejects.toMatchObject({ code: "EADDRINUSE" });
    await held.release();
    const server = await listenOn(held.port);
    await new Promise((resolve) => server.close(resolve));
    // Let go twice (the bench's cleanup after nginx took it): no harm.
    await expect(held.release()).resolves.toBeUndefined();
  });
});
