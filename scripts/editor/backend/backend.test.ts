/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startLocalEditor, type LocalEditor } from "../local-editor";

/**
 * The editor's local backend as a stranger meets it: every way of reaching it that is not the
 * site's own /admin/ page is refused and changes nothing; every path that is not a content file is
 * refused however it is spelled; a save the build would refuse, or a picture that is not a photo, is
 * refused before anything is written; a save is all or nothing. Against the real server, over HTTP,
 * on a scratch copy of the repository's content.
 */
const ROOT = path.join(__dirname, "..", "..", "..");
const SITE = "http://localhost:9000";
/** What an attacker was after, planted in the scratch repository: the project's code, its secrets, git's settings and hooks. */
const PLANTED = [
  "package.json",
  "gatsby-node.ts",
  ".ci/run",
  ".git/config",
  ".git/hooks/pre-commit",
  ".env",
  "static/index.html",
];

let dir: string;
let editor: LocalEditor;
let host: string;
let token: string;
let rebuilds = 0;

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with exactly these headers (Host and Origin included, which fetch would not let a test set). */
function send(method: string, target: string, headers: [string, string][], body?: string): Promise<Sent> {
  const url = new URL(editor.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: url.port, method, path: target, setHost: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    for (const [name, value] of headers) req.appendHeader(name, value);
    req.end(body);
  });
}

const own = (extra: [string, string][] = []): [string, string][] => [
  ["Host", host],
  ["Origin", SITE],
  ["Content-Type", "application/json; charset=utf-8"],
  ["X-Editor-Token", token],
  ...extra,
];

const act = (action: string, params: object, headers = own()) =>
  send("POST", "/api/v1", headers, JSON.stringify({ action, params: { branch: "main", ...params } }));

/** Every file under the scratch repository with a hash of its bytes: what "nothing changed" means. */
function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isSymbolicLink()) out[path.relative(dir, full)] = `-> ${fs.readlinkSync(full)}`;
      else if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = crypto.createHash("sha1").update(fs.readFileSync(full)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

const page = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, "content/pages", name), "utf8")) as Record<string, unknown>;
const raw = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "redigering-bakside-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "redirects.json"), path.join(dir, "redirects.json"));
  fs.mkdirSync(path.join(dir, "static/images"), { recursive: true });
  fs.mkdirSync(path.join(dir, ".git/hooks"), { recursive: true });
  for (const file of PLANTED) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `original ${file}\n`);
  }
  // A link inside content/ that points out of it, and a folder that is a link.
  fs.symlinkSync(path.join(dir, "package.json"), path.join(dir, "content/pages/lenke.json"));
  fs.mkdirSync(path.join(dir, "elsewhere"));
  fs.symlinkSync(path.join(dir, "elsewhere"), path.join(dir, "content/images/mappe"));
  editor = await startLocalEditor({
    repoDir: dir,
    port: 0,
    siteOrigins: [SITE],
    rebuild: async () => {
      rebuilds += 1;
      return 0;
    },
    log: () => undefined,
  });
  host = new URL(editor.url).host;
  const session = await send("GET", "/api/v1/session", [
    ["Host", host],
    ["Origin", SITE],
  ]);
  token = (JSON.parse(session.body) as { token: string }).token;
});

afterAll(() => {
  editor?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("who may talk to it", () => {
  it("hands the start's secret to the site's own origin, readable by it alone", async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const session = await send("GET", "/api/v1/session", [
      ["Host", host],
      ["Origin", SITE],
    ]);
    expect(session.headers["access-control-allow-origin"]).toBe(SITE);
    expect(session.headers["cache-control"]).toBe("no-store");
  });

  const otherOrigins: Array<[string, [string, string][]]> = [
    ["another local port", [["Origin", "http://localhost:9001"]]],
    ["127.0.0.1 when the site is localhost", [["Origin", "http://127.0.0.1:9000"]]],
    ["a site on the internet", [["Origin", "https://angriper.example"]]],
    ["a look-alike name", [["Origin", "http://localhost:9000.angriper.example"]]],
    ["https on the same name", [["Origin", "https://localhost:9000"]]],
    ["a trailing slash", [["Origin", "http://localhost:9000/"]]],
    ["upper case", [["Origin", "HTTP://LOCALHOST:9000"]]],
    ["a sandboxed frame or file", [["Origin", "null"]]],
    ["no Origin at all (a link, a form opened by hand)", []],
    [
      "two Origins",
      [
        ["Origin", SITE],
        ["Origin", "https://angriper.example"],
      ],
    ],
  ];
  const rebindings = (port: string): Array<[string, string[]]> => [
    ["a name made to point at 127.0.0.1", [`rebind.example:${port}`]],
    ["localhost instead of 127.0.0.1", [`localhost:${port}`]],
    ["no port", ["127.0.0.1"]],
    ["a trailing dot", [`127.0.0.1.:${port}`]],
    ["IPv6 loopback", [`[::1]:${port}`]],
    ["the site's port", ["127.0.0.1:9000"]],
    ["two Host headers", [`127.0.0.1:${port}`, `rebind.example:${port}`]],
    ["no Host", []],
  ];

  it.each(otherOrigins)("refuses the secret, a preflight and a request from %s", async (_, origin) => {
    const session = await send("GET", "/api/v1/session", [["Host", host], ...origin]);
    expect(session.status).toBe(403);
    expect(session.headers["access-control-allow-origin"]).toBeUndefined();
    expect(session.body).not.toContain(token);
    const preflight = await send("OPTIONS", "/api/v1", [
      ["Host", host],
      ...origin,
      ["Access-Control-Request-Method", "POST"],
      ["Access-Control-Request-Headers", "content-type,x-editor-token"],
    ]);
    expect(preflight.status).toBe(403);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const before = snapshot();
    const write = await act(
      "persistEntry",
      { dataFiles: [{ path: "content/pages/kjokken.json", raw: "{}", slug: "x" }], assets: [] },
      [["Host", host], ...origin, ["Content-Type", "application/json"], ["X-Editor-Token", token]],
    );
    expect(write.status).toBe(403);
    expect(snapshot()).toEqual(before);
  });

  it("refuses every Host but its own, however the name is made (DNS rebinding)", async () => {
    const port = host.split(":")[1];
    for (const [why, hosts] of rebindings(port)) {
      const headers: [string, string][] = [...hosts.map((h): [string, string] => ["Host", h]), ["Origin", SITE]];
      // Node itself answers a request with no Host 400; every other one is the backend's 403.
      const refusal = hosts.length ? 403 : 400;
      const session = await send("GET", "/api/v1/session", headers);
      expect({ why, status: session.status }).toEqual({ why, status: refusal });
      expect(session.body).not.toContain(token);
      const read = await act("getEntry", { path: "content/site.json" }, [
        ...headers,
        ["Content-Type", "application/json"],
        ["X-Editor-Token", token],
      ]);
      expect({ why, status: read.status }).toEqual({ why, status: refusal });
    }
  });

  it("answers the site's own preflight, and only for what the editor sends", async () => {
    const preflight = (method: string, headers: string) =>
      send("OPTIONS", "/api/v1", [
        ["Host", host],
        ["Origin", SITE],
        ["Access-Control-Request-Method", method],
        ["Access-Control-Request-Headers", headers],
      ]);
    const ok = await preflight("POST", "content-type,x-editor-token");
    expect(ok.status).toBe(204);
    expect(ok.headers["access-control-allow-origin"]).toBe(SITE);
    expect((await preflight("PUT", "content-type")).status).toBe(403);
    expect((await preflight("POST", "content-type,x-forwarded-for")).status).toBe(403);
  });

  it("refuses a request without the secret, with another one, or with it in the address", async () => {
    const base: [string, string][] = [
      ["Host", host],
      ["Origin", SITE],
      ["Content-Type", "application/json"],
    ];
    expect((await act("info", {}, base)).status).toBe(403);
    expect((await act("info", {}, [...base, ["X-Editor-Token", `${token.slice(0, -1)}x`]])).status).toBe(403);
    expect((await act("info", {}, [...base, ["X-Editor-Token", ""]])).status).toBe(403);
    const inAddress = await send("POST", `/api/v1?token=${token}`, base, '{"action":"info"}');
    expect(inAddress.status).toBe(403);
    expect((await send("GET", "/api/v1", own())).status).toBe(403);
    expect((await send("GET", "/", own())).status).toBe(403);
    const info = await act("info", {});
    expect(info.status).toBe(200);
    expect(info.headers["access-control-allow-origin"]).toBe(SITE);
  });

  it("takes JSON only, and nothing larger than a photo", async () => {
    expect(
      (
        await send(
          "POST",
          "/api/v1",
          [...own().filter(([n]) => n !== "Content-Type"), ["Content-Type", "text/plain"]],
          '{"action":"info"}',
        )
      ).status,
    ).toBe(415);
    expect((await send("POST", "/api/v1", own(), "{not json")).status).toBe(400);
    const huge = await send(
      "POST",
      "/api/v1",
      own(),
      JSON.stringify({ action: "info", params: { x: "a".repeat(17 * 1024 * 1024) } }),
    ).catch(() => ({ status: 413 }));
    expect(huge.status).toBe(413);
  });
});

describe("what it reads and writes", () => {
  // Every spelling of a path outside the content files, or of a content file in disguise.
  const outside: unknown[] = [
    ...PLANTED,
    "src/pages/index.tsx",
    "public/index.html",
    "content/../package.json",
    "content/pages/../../package.json",
    "content/pages/../../.git/config",
    "/etc/passwd",
    `${os.tmpdir()}/x.json`,
    "content\\pages\\kjokken.json",
    "content/pages\\..\\..\\package.json",
    "content/pages/%2e%2e/%2e%2e/package.json",
    "content%2fpages%2fkjokken.json",
    "content/pages/kjokken.json\u0000.png",
    "content/pages/kjokken.json%00",
    "Content/Pages/Kjokken.JSON",
    "content/pages/KJOKKEN.json",
    "./content/pages/kjokken.json",
    "content//pages/kjokken.json",
    "content/pages/kjokken.json/",
    "content/pages/.kjokken.json",
    "content/pages/kjokken.json.",
    "content/pages/kjokken.json ",
    "content/pages/\uff4bjokken.json",
    "content/pages/kjokken.js",
    "content/pages/under/mappe.json",
    "content/images/side.html",
    "content/images/../../static/side.html",
    "static/images/side.html",
    "static/side.svg",
    "content/pages/lenke.json",
    "content/images/mappe/bilde.jpg",
    "",
    123,
    null,
    ["content/site.json"],
    { toString: "content/site.json" },
  ];

  it.each(outside.map((p) => [JSON.stringify(p) ?? String(p), p]))(
    "refuses %s for reading, writing and deleting",
    async (_, target) => {
      const before = snapshot();
      const read = await act("getEntry", { path: target });
      expect(read.status).toBe(403);
      expect(read.body).not.toContain("original");
      expect((await act("getMediaFile", { path: target })).status).toBe(403);
      expect((await act("entriesByFiles", { files: [{ path: target }] })).status).toBe(403);
      const write = await act("persistEntry", {
        dataFiles: [{ path: target, raw: raw({ id: "x" }), slug: "x" }],
        assets: [],
      });
      expect(write.status).toBe(403);
      const asset = await act("persistEntry", {
        dataFiles: [{ path: "content/pages/kjokken.json", raw: raw(page("kjokken.json")), slug: "kjokken" }],
        assets: [{ path: target, content: Buffer.from("<script>alert(1)</script>").toString("base64"), encoding: "base64" }],
      });
      expect(asset.status).toBe(403);
      expect((await act("persistMedia", { asset: { path: target, content: "AA==", encoding: "base64" } })).status).toBe(403);
      expect((await act("deleteFile", { path: target })).status).toBe(403);
      expect((await act("deleteFiles", { paths: ["content/pages/kjokken.json", target] })).status).toBe(403);
      expect(snapshot()).toEqual(before);
    },
  );

  it("lists only content folders, and only the files it would accept in them", async () => {
    for (const folder of ["", ".", "..", "content", ".git", "content/../.git", "static"])
      expect((await act("entriesByFolder", { folder, extension: "json", depth: 1 })).status).toBe(403);
    const pages = JSON.parse((await act("entriesByFolder", { folder: "content/pages", extension: "json", depth: 1 })).body) as {
      file: { path: string };
      data: string;
    }[];
    expect(pages.map((p) => p.file.path)).toContain("content/pages/kjokken.json");
    expect(pages.map((p) => p.file.path)).not.toContain("content/pages/lenke.json");
    expect(pages.every((p) => !p.data.startsWith("original"))).toBe(true);
    const media = JSON.parse((await act("getMedia", { mediaFolder: "content/images" })).body) as { path: string }[];
    expect(media.length).toBeGreaterThan(5);
    expect(media.every((m) => /^content\/images\/[a-z0-9-]+\.jpg$/.test(m.path))).toBe(true);
    expect((await act("getMedia", { mediaFolder: "content" })).status).toBe(403);
  });
});

describe("what it writes, checked as the build checks it", () => {
  it("refuses a page whose address another page has, in the editor's Norwegian, and writes nothing", async () => {
    const before = snapshot();
    const kjokken = { ...page("kjokken.json"), path: "/kontakt-oss" };
    const answer = await act("persistEntry", {
      dataFiles: [{ path: "content/pages/kjokken.json", raw: raw(kjokken), slug: "kjokken" }],
      assets: [],
    });
    expect(answer.status).toBe(422);
    const { error } = JSON.parse(answer.body) as { error: string };
    expect(error).toContain("Ikke lagret: nettstedet ville ikke bygget med dette.");
    expect(error).toContain(
      "Duplicate path /kontakt-oss: content/pages/kontakt-oss.json and content/pages/kjokken.json both want it",
    );
    expect(snapshot()).toEqual(before);
  });

  it("refuses what is not JSON, or not a page at all", async () => {
    const before = snapshot();
    for (const text of ["{", '{"id": 1}', "[]", "null"]) {
      const answer = await act("persistEntry", {
        dataFiles: [{ path: "content/pages/kjokken.json", raw: text, slug: "k" }],
        assets: [],
      });
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.body).error).toMatch(/^Ikke lagret/);
    }
    expect(snapshot()).toEqual(before);
  });

  it("writes all files of a save or none: a second file refused leaves the first as it was, and starts no rebuild", async () => {
    await editor.idle();
    const rebuildsBefore = rebuilds;
    const before = snapshot();
    const kjokken = { ...page("kjokken.json"), title: "Kjøkkenet (endret)" };
    const answer = await act("persistEntry", {
      dataFiles: [
        { path: "content/pages/kjokken.json", raw: raw(kjokken), slug: "kjokken" },
        { path: "content/pages/kantine.json", raw: raw({ ...page("kantine.json"), path: "/kontakt-oss" }), slug: "kantine" },
      ],
      assets: [],
    });
    expect(answer.status).toBe(422);
    expect(snapshot()).toEqual(before);
    await editor.idle();
    expect(rebuilds).toBe(rebuildsBefore);
  });

  it("writes a save the build would take, exactly as sent, with nothing left beside it, and rebuilds", async () => {
    const rebuildsBefore = rebuilds;
    const text = raw({ ...page("kjokken.json"), title: "Kjøkkenet" });
    const answer = await act("persistEntry", {
      dataFiles: [{ path: "content/pages/kjokken.json", raw: text, slug: "kjokken" }],
      assets: [],
    });
    expect(answer.status).toBe(200);
    expect(fs.readFileSync(path.join(dir, "content/pages/kjokken.json"), "utf8")).toBe(text);
    expect(fs.readdirSync(path.join(dir, "content/pages")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    await editor.idle();
    expect(rebuilds).toBeGreaterThan(rebuildsBefore);
  });
});

describe("pictures, by their bytes", () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
  });

  /** The JPEG with its frame header saying another size: a few hundred bytes that claim a huge picture. */
  const claiming = (width: number, height: number) => {
    const bytes = Buffer.from(jpeg);
    const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
    bytes.writeUInt16BE(height, sof + 5);
    bytes.writeUInt16BE(width, sof + 7);
    return bytes;
  };
  const upload = (name: string, bytes: Buffer) =>
    act("persistMedia", { asset: { path: `content/images/${name}`, content: bytes.toString("base64"), encoding: "base64" } });

  const refused: Array<[string, string, () => Buffer, RegExp]> = [
    [
      "an SVG with a script",
      "tegning.jpg",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /SVG/,
    ],
    [
      "HTML named .jpg",
      "side.jpg",
      () => Buffer.from("<!doctype html><script>alert(1)</script>"),
      /ikke et JPEG-, PNG- eller WebP-bilde/,
    ],
    [
      "a JPEG/HTML polyglot",
      "polyglott.jpg",
      () => Buffer.concat([jpeg, Buffer.from("<html><script>alert(document.domain)</script></html>")]),
      /nettsidekode/,
    ],
    [
      "HTML in a JPEG comment",
      "kommentar.jpg",
      () => {
        const comment = Buffer.from("<body onload=alert(1)>");
        const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
        return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
      },
      /nettsidekode/,
    ],
    [
      "a JPEG cut off in its picture data",
      "avkuttet.jpg",
      () => jpeg.subarray(0, jpeg.length - 40),
      /«avkuttet\.jpg» kan ikke leses som bilde/,
    ],
    [
      "a JPEG cut off halfway",
      "halv.jpg",
      () => jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      /Fant ikke størrelsen på «halv\.jpg»/,
    ],
    [
      "a PNG named .jpg",
      "feil.jpg",
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      /feil filendelse/,
    ],
    [
      "a pixel bomb of 268 megapixels",
      "bombe.jpg",
      () => claiming(16_380, 16_380),
      /16\s380 × 16\s380 piksler \(268 megapiksler\). Største tillatte bilde er 40 megapiksler/,
    ],
    ["a picture of 50 megapixels", "stor.jpg", () => claiming(10_000, 5_000), /10\s000 × 5\s000 piksler \(50 megapiksler\)/],
    ["a name the editor would not give it", "konsert.jpeg", () => jpeg, /filnavn som ikke kan brukes.*«konsert\.jpg»/],
  ];

  it.each(refused)("refuses %s, naming the file, and writes nothing", async (_, name, bytes, message) => {
    const before = snapshot();
    const answer = await upload(name, bytes());
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error).toMatch(message);
    expect(snapshot()).toEqual(before);
  });

  it("takes a photo that is one, as sent", async () => {
    const answer = await upload("ny-konsert.jpg", jpeg);
    expect(answer.status).toBe(200);
    expect(fs.readFileSync(path.join(dir, "content/images/ny-konsert.jpg")).equals(jpeg)).toBe(true);
  });

  it("takes a drawing under static/images only when it is only a drawing", async () => {
    const put = (name: string, svg: string) =>
      act("persistMedia", {
        asset: { path: `static/images/${name}`, content: Buffer.from(svg).toString("base64"), encoding: "base64" },
      });
    const bad = await put("kart.svg", '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>');
    expect(bad.status).toBe(422);
    expect(fs.existsSync(path.join(dir, "static/images/kart.svg"))).toBe(false);
    const good = await put(
      "kart.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>',
    );
    expect(good.status).toBe(200);
  });
});
