import { judgeUpload, MAX_UPLOAD_BYTES, safeFileName } from "./upload-rules";
import {
  exifSegment,
  jpegHeader,
  pngHeader,
  webpVp8Header,
  webpVp8xHeader,
} from "../../../content-model/__fixtures__/photo-headers";

const JPEG = jpegHeader(1200, 800);
const PNG = pngHeader(1200, 800);
const WEBP = webpVp8Header(1200, 800);
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

  it.each([
    [
      "a 268-megapixel JPEG of a few bytes",
      "konsert.jpg",
      jpegHeader(16380, 16380),
      "«konsert.jpg» er 16 380 × 16 380 piksler (268 megapiksler)",
    ],
    [
      "a 50-megapixel JPEG with its size behind 128 KB of EXIF",
      "Fest.JPG",
      jpegHeader(8660, 5773, { before: [exifSegment(65535), exifSegment(65535)] }),
      "«Fest.JPG» er 8 660 × 5 773 piksler (50 megapiksler)",
    ],
    ["a 50-megapixel progressive JPEG", "fest.jpg", jpegHeader(8660, 5773, { sof: 0xc2 }), "(50 megapiksler)"],
    [
      "a PNG of 20,000 × 20,000",
      "plakat.png",
      pngHeader(20000, 20000),
      "«plakat.png» er 20 000 × 20 000 piksler (400 megapiksler)",
    ],
    ["an extended WebP of 16,383 × 16,383", "bilde.webp", webpVp8xHeader(16383, 16383), "(268 megapiksler)"],
  ])("refuses %s, naming the file and its size", (_, name, bytes, message) => {
    expect(judgeUpload(name, bytes.length, bytes)).toEqual({
      ok: false,
      message: expect.stringContaining(`${message}. Største tillatte bilde er 40 megapiksler`),
    });
  });

  it("refuses a photo whose size it cannot read (cut short, or only the first bytes read)", () => {
    const cut = jpegHeader(16380, 16380, { before: [exifSegment(65535)] });
    for (const head of [cut.slice(0, 64), cut.slice(0, 65_000), new Uint8Array([0xff, 0xd8, 0xff, 0xe0])])
      expect(judgeUpload("konsert.jpg", cut.length, head)).toEqual({
        ok: false,
        message: expect.stringMatching(/^Fant ikke størrelsen på «konsert\.jpg»/),
      });
  });

  it("takes a photo of exactly 40 megapixels", () => {
    expect(judgeUpload("stor.jpg", 5000, jpegHeader(8000, 5000))).toEqual({ ok: true, name: "stor.jpg" });
  });

  it("makes names that cannot climb out or hide an extension", () => {
    expect(safeFileName("../../etc/passwd.jpg", "jpeg")).toBe("etc-passwd.jpg");
    expect(safeFileName("konsert.svg.jpg", "jpeg")).toBe("konsert-svg.jpg");
    expect(safeFileName("\u202Egpj.exe", "jpeg")).toBe("gpj.jpg");
    expect(safeFileName("æøå", "png")).toBe("aeoa.png");
    expect(safeFileName("....", "webp")).toBe("bilde.webp");
  });
});
