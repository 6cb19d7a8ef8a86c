/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createStaticServer } from "./static-server";

/**
 * What the local static host (npm start, the browser tests) must never hand out, however the path
 * is spelt, and what it still serves. 400: the path cannot be read; 404: the site's 404 page.
 *
 * | request                          | what it tries                                          | answer |
 * |----------------------------------|--------------------------------------------------------|--------|
 * | /_headers, /_redirects           | the host's own rule files                              | 404    |
 * | /%5Fheaders, /%5fheaders         | the same, percent-encoded (checked before decoding)    | 404    |
 * | /%5F%72edirects, /_HEADERS       | encoded further; another case (case-blind file systems)| 404    |
 * | /alias-of-headers                | a symlink in the root whose target is _headers          | 404    |
 * | /.env, /%2Eenv, /.git/config     | dotfiles and files in dot folders                      | 404    |
 * | /sub/%2E%2E%2F.env               | ".." and a dotfile hidden in one encoded segment       | 404    |
 * | /..%2F..%2Foutside.txt           | climbing out of the root, encoded                      | 404    |
 * | /link-out.txt                    | a symlink to a file outside the root                   | 404    |
 * | /dir-out/outside.txt             | a file under a symlinked folder outside the root       | 404    |
 * | /dir-out/                        | that folder's index.html                               | 404    |
 * | /%E0%A4%A, /%ZZ                  | broken percent-encoding                                | 400    |
 * | /side.txt%00.html                | a NUL byte                                             | 400    |
 * | /sub%5Cside.txt, /%5C%5Cx        | a backslash                                            | 400    |
 * | /side.txt, /sub/ , /%C3%A5r.txt  | ordinary files, a folder's index.html, a non-ASCII name| 200    |
 * | /link-in.txt                     | a symlink to a file inside the root                    | 200    |
 * | /min-side/%6Cogg-inn             | an encoded path gets the headers its decoded path has  | rule   |
 */
const SECRET = "HEMMELIG-UTENFOR-ROTEN";
let base: string;
let root: string;
let server: http.Server;
let url: string;

beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  root = path.join(base, "public");
  const outside = path.join(base, "outside");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(path.join(outside, "outside.txt"), SECRET);
  write(path.join(outside, "index.html"), SECRET);
  write(path.join(root, "404.html"), "<p>Fant ikke siden</p>");
  write(
    path.join(root, "_headers"),
    `/*\n  X-Alle: ja\n/min-side/*\n  X-Medlem: ja\n# ${SECRET}\n/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable\n`,
  );
  write(path.join(root, "app-0123456789abcdef0123.js"), "console.log(1)");
  write(path.join(root, "_redirects"), `/gammel /ny 301 # ${SECRET}\n`);
  write(path.join(root, ".env"), SECRET);
  write(path.join(root, ".git", "config"), SECRET);
  write(path.join(root, "side.txt"), "en side");
  write(path.join(root, "år.txt"), "årstall");
  write(path.join(root, "sub", "index.html"), "<p>undermappe</p>");
  write(path.join(root, "min-side", "logg-inn", "index.html"), "<p>logg inn</p>");
  fs.symlinkSync(path.join(outside, "outside.txt"), path.join(root, "link-out.txt"));
  fs.symlinkSync(outside, path.join(root, "dir-out"));
  fs.symlinkSync(path.join(root, "side.txt"), path.join(root, "link-in.txt"));
  fs.symlinkSync(path.join(root, "_headers"), path.join(root, "alias-of-headers"));
  server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(base, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would normalise it). */
function get(
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/`, { path: rawPath, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("what the static server never serves", () => {
  it.each([
    "/_headers",
    "/_redirects",
    "/%5Fheaders",
    "/%5fheaders",
    "/%5F%72edirects",
    "/_HEADERS",
    "/alias-of-headers",
    "/.env",
    "/%2Eenv",
    "/%2eenv",
    "/.git/config",
    "/%2Egit/config",
    "/sub/%2E%2E%2F.env",
    "/..%2F..%2Foutside%2Foutside.txt",
    "/%2E%2E/outside/outside.txt",
    "/link-out.txt",
    "/dir-out/outside.txt",
    "/dir-out/",
    "/dir-out",
  ])("%s: the 404 page, nothing of the file", async (rawPath) => {
    const answer = await get(rawPath);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("<p>Fant ikke siden</p>");
    expect(answer.body).not.toContain(SECRET);
  });

  it.each(["/%E0%A4%A", "/%ZZ", "/side.txt%00.html", "/side.txt%00", "/sub%5Cside.txt", "/%5C%5Cx", "/sub/%5C..%5C.env"])(
    "%s: 400, the path cannot be read",
    async (rawPath) => {
      const answer = await get(rawPath);
      expect(answer.status).toBe(400);
      expect(answer.body).not.toContain(SECRET);
      expect(answer.headers["x-alle"]).toBe("ja");
    },
  );
});

describe("what it still serves", () => {
  it.each([
    ["/side.txt", "en side"],
    ["/sub/", "<p>undermappe</p>"],
    ["/sub", "<p>undermappe</p>"],
    ["/%C3%A5r.txt", "årstall"],
    ["/link-in.txt", "en side"],
    ["/min-side/logg-inn", "<p>logg inn</p>"],
  ])("%s", async (rawPath, body) => {
    const answer = await get(rawPath);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(body);
  });

  it("sends the headers of the decoded path, however it is spelt", async () => {
    for (const rawPath of ["/min-side/logg-inn", "/min-side/%6Cogg-inn", "/min-%73ide/logg-inn"]) {
      const answer = await get(rawPath);
      expect(answer.status).toBe(200);
      expect(answer.headers["x-alle"]).toBe("ja");
      expect(answer.headers["x-medlem"]).toBe("ja");
    }
  });
});

describe("caching, as the build's _headers says", () => {
  it("gives a file the Cache-Control of its rule, and any other file the hosts' default: revalidate", async () => {
    expect((await get("/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/sub/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get("/finnes-ikke")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers a revalidation of an unchanged file with 304 and no body", async () => {
    const first = await get("/side.txt");
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await get("/side.txt", { "If-None-Match": first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["x-alle"]).toBe("ja");
    expect((await get("/side.txt", { "If-None-Match": '"en-annen"' })).status).toBe(200);
  });
});

describe("a new build under the running server", () => {
  it("has its own _headers sent from the next request on", async () => {
    const file = path.join(root, "_headers");
    const before = fs.readFileSync(file, "utf8");
    try {
      expect((await get("/side.txt")).headers["x-alle"]).toBe("ja");
      // Rewritten in place, as the build writes it, with as many bytes: only the modification time tells.
      fs.writeFileSync(file, "/*\n  X-Alle: ny1\n");
      fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
      expect((await get("/side.txt")).headers["x-alle"]).toBe("ny1");
      fs.writeFileSync(file, "/*\n  X-Alle: ny2\n");
      fs.utimesSync(file, new Date(), new Date(Date.now() + 4000));
      expect((await get("/side.txt")).headers["x-alle"]).toBe("ny2");
      // A new file in its place (another inode).
      fs.writeFileSync(`${file}.ny`, "/*\n  X-Alle: ny bygg\n");
      fs.renameSync(`${file}.ny`, file);
      expect((await get("/side.txt")).headers["x-alle"]).toBe("ny bygg");
      // Half a file, caught while a build writes it: the last rules serve, and the server carries on.
      fs.writeFileSync(file, "/*\n  X-Alle ødelagt\n");
      fs.utimesSync(file, new Date(), new Date(Date.now() + 6000));
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
      expect((await get("/side.txt")).headers["x-alle"]).toBe("ny bygg");
      expect(error).toHaveBeenCalledWith(expect.stringContaining("the last rules still apply"));
      error.mockRestore();
      fs.rmSync(file);
      expect((await get("/side.txt")).headers["x-alle"]).toBeUndefined();
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});
