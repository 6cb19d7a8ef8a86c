import { judgeUpload, MAX_UPLOAD_BYTES, safeFileName } from "./upload-rules";

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(60).fill(0)]);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const WEBP = new Uint8Array(
  [..."RIFF"]
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [..."WEBP"].map((c) => c.charCodeAt(0)),
    ),
);
const text = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

describe("uploads", () => {
  it.each([
    ["Konsert i Bøjersalen.JPG", JPEG, "konsert-i-bojersalen.jpg"],
    ["plakat.png", PNG, "plakat.png"],
    ["bilde.webp", WEBP, "bilde.webp"],
  ])("takes the photo %s under a safe name", (name, head, safe) => {
    expect(judgeUpload(name, 1000, head)).toEqual({ ok: true, name: safe });
  });

  it.each([
    ["tegning.svg", text('<svg xmlns="http://www.w3.org/2000/svg">'), "SVG-tegning"],
    ["bilde.jpg", text('<?xml version="1.0"?><svg>'), "SVG-tegning"],
    ["faktura.jpg", text("%PDF-1.7"), "ikke et JPEG-, PNG- eller WebP-bilde"],
    ["bilde.png", JPEG, "feil filendelse"],
    ["program.exe", JPEG, "feil filendelse"],
  ])("refuses %s with a Norwegian message", (name, head, message) => {
    expect(judgeUpload(name, 1000, head)).toEqual({ ok: false, message: expect.stringContaining(message) });
  });

  it("refuses a photo over the size limit", () => {
    expect(judgeUpload("stor.jpg", MAX_UPLOAD_BYTES + 1, JPEG)).toEqual({
      ok: false,
      message: expect.stringContaining("Største tillatte bilde er 10,0 MB"),
    });
  });

  it("makes names that cannot climb out or hide an extension", () => {
    expect(safeFileName("../../etc/passwd.jpg", "jpeg")).toBe("etc-passwd.jpg");
    expect(safeFileName("konsert.svg.jpg", "jpeg")).toBe("konsert-svg.jpg");
    expect(safeFileName("\u202Egpj.exe", "jpeg")).toBe("gpj.jpg");
    expect(safeFileName("æøå", "png")).toBe("aeoa.png");
    expect(safeFileName("....", "webp")).toBe("bilde.webp");
  });
});
