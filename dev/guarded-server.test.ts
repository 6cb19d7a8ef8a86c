/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { closeNginx, startNginx } from "../scripts/nginx";
import { nginxRules } from "../gatsby/post-build/nginx-rules";
import { createCinemaApi } from "./cinema-api/server";
import { createContentApis } from "./content-api/server";
import { guarded } from "./guarded-server";

/**
 * Every server the repository starts answers any request line and serves on (issue 29). The
 * variants, each sent raw over a socket to each server, then a normal request:
 *
 * | request line                         | what is wrong                                         | answer |
 * |--------------------------------------|-------------------------------------------------------|--------|
 * | GET //[ HTTP/1.1                     | "//" starts a host, "[" an IPv6 address never closed  | 400    |
 * | GET http://[/ HTTP/1.1               | absolute form, an empty unclosed IPv6 host            | 400    |
 * | GET http://a:99999/ HTTP/1.1         | a port over 65535                                     | 400    |
 * | GET //a:b@[::1 HTTP/1.1              | user info and an unclosed IPv6 host                   | 400    |
 * | GET http://a:b@:80/ HTTP/1.1         | user info and no host at all                          | 400    |
 * | GET //%zz HTTP/1.1                   | a host with an escape that does not decode            | 400    |
 * | GET / HTTP/1.1 with a space in the   | not HTTP: Node's own parser answers                   | 400    |
 * | target, a bare "GARBAGE" line        |                                                       |        |
 *
 * and an error in a handler (a header value Node refuses, a clock that throws, an answer that
 * cannot be written as JSON) answers 500; the next request is answered as usual.
 */
const UNREADABLE_TARGETS = ["//[", "http://[/", "http://a:99999/", "//a:b@[::1", "http://a:b@:80/", "//%zz"];
const NOT_HTTP = ["GET /a b/c HTTP/1.1", "GARBAGE"];

/** Sends `requestLine` and a Host header over a fresh socket; resolves with the status line's code. */
function rawStatus(port: number, requestLine: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

async function status(port: number, pathname: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, init);
  await res.arrayBuffer();
  return res.status;
}

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "guarded-"));
  fs.writeFileSync(path.join(root, "index.html"), "<p>forsiden</p>");
  fs.writeFileSync(path.join(root, "404.html"), "<p>fant ikke</p>");
  fs.chmodSync(root, 0o755);
  const template = fs.readFileSync(path.join(__dirname, "..", "deploy", "nginx", "site.conf"), "utf8");
  fs.writeFileSync(path.join(root, "_nginx.conf"), nginxRules(template, [{ path: "/*", headers: { "X-Alle": "ja" } }], []));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

interface Case {
  start(): Promise<{ port: number; stop(): Promise<void>; normal: string }>;
  /**
   * Whether a target our Node servers cannot read as a URL got a fitting answer: 400 from them. nginx
   * reads some of these its own way (`//[` as a path that names no file: 404; `http://a:99999/` as
   * an absolute URL for `/`: the front page): any answer but a server error is fine from it.
   */
  refused(status: number): boolean;
}

const SERVERS: Record<string, Case> = {
  "nginx with the site's rules (npm start, npm run serve, the browser tests)": {
    async start() {
      const site = await startNginx({ root });
      return { port: Number(new URL(site.url).port), stop: () => closeNginx(site), normal: "/" };
    },
    refused: (status) => status >= 200 && status < 500,
  },
  "the cinema API stand-in": {
    async start() {
      const api = createCinemaApi({ contentDir: null });
      const { port } = await api.listen(0);
      return { port, stop: api.close, normal: "/118/movieInfo?ediNumber=x" };
    },
    refused: (status) => status === 400,
  },
  "the content API stand-in": {
    async start() {
      const apis = createContentApis();
      const { port } = await apis.listen(0);
      return { port, stop: apis.close, normal: "/content-api/sites" };
    },
    refused: (status) => status === 400,
  },
};

describe.each(Object.entries(SERVERS))("%s", (_name, { start, refused }) => {
  let port: number;
  let stop: () => Promise<void>;
  let normal: string;
  let normalStatus: number;
  beforeAll(async () => {
    ({ port, stop, normal } = await start());
    normalStatus = await status(port, normal);
  });
  afterAll(() => stop());

  it.each(UNREADABLE_TARGETS)("answers GET %s without failing, then serves the next request", async (target) => {
    const answer = await rawStatus(port, `GET ${target} HTTP/1.1`);
    expect(refused(answer) ? "refused as it should be" : `answered ${answer}`).toBe("refused as it should be");
    expect(await status(port, normal)).toBe(normalStatus);
  });

  it.each(NOT_HTTP)("answers %j (Node's parser refuses it) with 400, then serves the next request", async (line) => {
    expect(await rawStatus(port, line)).toBe(400);
    expect(await status(port, normal)).toBe(normalStatus);
  });

  it("answers every line in a row and still serves", async () => {
    for (const target of UNREADABLE_TARGETS) await rawStatus(port, `GET ${target} HTTP/1.1`);
    expect(normalStatus).toBeLessThan(500);
    expect(await status(port, normal)).toBe(normalStatus);
  });
});

describe("an error in a handler answers 500, and the server serves on", () => {
  it("the cinema API stand-in: a clock that fails", async () => {
    let failing = false;
    const api = createCinemaApi({
      contentDir: null,
      clock: () => {
        if (failing) throw new Error("klokka stoppet");
        return Date.now();
      },
    });
    const { port } = await api.listen(0);
    try {
      const xsrf = "token-for-the-test";
      failing = true;
      // A login starts a session, which reads the clock.
      const answer = await fetch(`http://127.0.0.1:${port}/118/login`, {
        method: "POST",
        headers: { Cookie: `XSRF-TOKEN=${xsrf}`, "X-XSRF-TOKEN": xsrf, "Content-Type": "application/json" },
        body: JSON.stringify({ Email: "demo@rissakulturhus.no", Password: "kino1234" }),
      });
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({ Message: "Intern feil i utviklingsserveren." });
      failing = false;
      expect(await status(port, "/118/movieInfo?ediNumber=x")).toBe(404);
    } finally {
      await api.close();
    }
  });

  it("the content API stand-in: an answer that cannot be written as JSON", async () => {
    const apis = createContentApis();
    const { port } = await apis.listen(0);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      apis.answerNext("/content-api/sites", { json: { big: BigInt(1) } });
      expect(await status(port, "/content-api/sites")).toBe(500);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("BigInt"));
      expect(await status(port, "/content-api/sites")).toBe(401);
    } finally {
      error.mockRestore();
      await apis.close();
    }
  });

  it("a handler that fails after it began its answer: the connection is cut, and the next request is answered", async () => {
    const onError = jest.fn();
    const server = http.createServer(
      guarded(
        (_req, res, url) => {
          if (url.pathname === "/ok") return res.end("ok");
          res.writeHead(200, { "Content-Length": "100" });
          res.write("halv");
          return Promise.reject(new Error("midt i svaret"));
        },
        { onError },
      ),
    );
    const port = await listen(server);
    try {
      await expect(fetch(`http://127.0.0.1:${port}/halv`).then((r) => r.text())).rejects.toThrow();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "midt i svaret" }), expect.anything());
      expect(await status(port, "/ok")).toBe(200);
    } finally {
      await close(server);
    }
  });
});
