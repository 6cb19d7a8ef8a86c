/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { scratchDir } from "../../src/test-utils/scratch-dir";
import { drawnFavicon, drawnLogo, LOGO_BOX, manifestWithDrawnIcons } from "./drawn-icons";

const STATIC = path.resolve(__dirname, "..", "..", "static");

function dirs() {
  const root = scratchDir("drawn-icons-");
  const contentImages = path.join(root, "images");
  fs.mkdirSync(contentImages);
  fs.copyFileSync(path.join(STATIC, "logo.svg"), path.join(contentImages, "eget-logo.svg"));
  return { contentImages, staticDir: STATIC, publicDir: path.join(root, "public") };
}

/** How much of the picture is drawn (not transparent), 0..1. */
async function inked(file: string) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 3; i < data.length; i += info.channels) if (data[i] > 0) n++;
  return n / (info.width * info.height);
}

describe("the logo and favicon drawn as PNG files", () => {
  it("draws the site's SVG logo at 1, 2 and 3 times the header's box, sharp and whole, for the widths the header draws it at", async () => {
    const d = dirs();
    const logo = await drawnLogo("/logo.svg", d);
    expect(logo).not.toBeNull();
    const files = logo!.srcSet.split(", ").map((c) => c.split(" "));
    expect(files.map(([, width]) => width)).toEqual(["200w", "400w", "600w"]);
    expect(logo!.src).toBe(files[0][0]);
    // Header.css: 168 px wide on a phone, 208 px from 720 px.
    expect(logo!.sizes).toBe("(min-width: 720px) 208px, 168px");
    for (const [src, width] of files) {
      const scale = String(parseInt(width) / LOGO_BOX.width);
      expect(src).toMatch(/^\/static\/icons\/logo-\d+x\d+-[0-9a-f]{10}\.png$/);
      const file = path.join(d.publicDir, src);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "png",
        LOGO_BOX.width * parseInt(scale),
        LOGO_BOX.height * parseInt(scale),
      ]);
      // The drawing, not an empty or blurred-up box: a good part of it is ink at every size.
      expect(await inked(file)).toBeGreaterThan(0.15);
    }
  });

  it("draws a logo from content's images as well, and the same drawing twice to the same files", async () => {
    const d = dirs();
    const a = await drawnLogo("/images/eget-logo.svg", d);
    const b = await drawnLogo("/logo.svg", d);
    expect(a).toEqual(b);
  });

  it("leaves a logo that is no local SVG as it is", async () => {
    const d = dirs();
    fs.writeFileSync(
      path.join(d.contentImages, "logo.png"),
      await sharp({ create: { width: 20, height: 5, channels: 4, background: "#000" } })
        .png()
        .toBuffer(),
    );
    expect(await drawnLogo("/images/logo.png", d)).toBeNull();
    expect(await drawnLogo("https://cdn.example.com/logo.svg", d)).toBeNull();
    expect(await drawnLogo("/images/finnes-ikke.svg", d)).toBeNull();
    // A real SVG outside both folders, reached by climbing: not drawn.
    const outside = path.join(path.dirname(d.contentImages), "utenfor.svg");
    fs.copyFileSync(path.join(STATIC, "logo.svg"), outside);
    expect(await drawnLogo("/images/../utenfor.svg", d)).toBeNull();
    expect(await drawnLogo("/images/%2e%2e/utenfor.svg", d)).toBeNull();
  });

  it("shows a logo that cannot be drawn as it is, and says why", async () => {
    const d = dirs();
    fs.writeFileSync(path.join(d.contentImages, "brutt.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><rect");
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await drawnLogo("/images/brutt.svg", d)).toBeNull();
    expect(await drawnLogo("/images/%E0%A4%A.svg", d)).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^The logo \/images\/brutt\.svg: could not be drawn/),
      expect.stringMatching(/^The logo \/images\/%E0%A4%A\.svg: could not be drawn/),
    ]);
    warn.mockRestore();
    expect(
      fs.existsSync(path.join(d.publicDir, "static", "icons")) ? fs.readdirSync(path.join(d.publicDir, "static", "icons")) : [],
    ).toEqual([]);
  });

  it("draws the favicon at 32 and 64 px, the same on every machine", async () => {
    // Text would be drawn in whatever fonts the build's machine has: the site's icons are outlines.
    for (const file of ["favicon.svg", "logo.svg"])
      expect(fs.readFileSync(path.join(STATIC, file), "utf8").replace(/<!--[\s\S]*?-->/g, "")).not.toMatch(/<text[\s>]/);
    const d = dirs();
    const icons = await drawnFavicon("/favicon.svg", d);
    expect(icons!.map((i) => i.sizes)).toEqual(["32x32", "64x64"]);
    for (const icon of icons!) {
      const meta = await sharp(path.join(d.publicDir, icon.href)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it("gives the web app manifest PNG icons at 192 and 512 px for its SVG icon, and keeps the rest of it as it was", async () => {
    const d = dirs();
    const text = fs.readFileSync(path.join(STATIC, "manifest.webmanifest"), "utf8");
    const before = JSON.parse(text);
    const after = JSON.parse(await manifestWithDrawnIcons(text, d));
    const { icons, ...rest } = after;
    expect(rest).toEqual((({ icons: _, ...others }) => others)(before));
    expect(icons.map((i: { sizes: string; type: string }) => [i.sizes, i.type])).toEqual([
      ["192x192", "image/png"],
      ["512x512", "image/png"],
    ]);
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/static\/icons\/icon-(\d+)x\1-[0-9a-f]{10}\.png$/);
      expect(icon.purpose).toBe(before.icons[0].purpose);
      const file = path.join(d.publicDir, icon.src);
      const meta = await sharp(file).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
      expect(await inked(file)).toBeGreaterThan(0.3);
    }
  });

  it("keeps a manifest icon that is no local SVG, or cannot be drawn, as it is, and refuses a manifest that is not a JSON object", async () => {
    const d = dirs();
    fs.writeFileSync(path.join(d.contentImages, "brutt.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><rect");
    const kept = [
      { src: "/icon.png", sizes: "192x192", type: "image/png" },
      { src: "https://cdn.example.com/icon.svg", sizes: "any" },
      { src: "/images/finnes-ikke.svg", sizes: "any" },
      { src: "/images/../../utenfor.svg", sizes: "any" },
      { src: "/images/brutt.svg", sizes: "any" },
      { src: 42 },
      "ikke et ikon",
      null,
    ];
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const after = JSON.parse(await manifestWithDrawnIcons(JSON.stringify({ name: "Huset", icons: kept }), d));
    expect(after).toEqual({ name: "Huset", icons: kept });
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^The manifest's icon \/images\/brutt\.svg: could not be drawn/),
    ]);
    warn.mockRestore();
    // No icons, or icons that are no list: nothing to draw, the text as it was.
    for (const text of ['{"name":"Huset"}', '{"icons":"/favicon.svg"}']) expect(await manifestWithDrawnIcons(text, d)).toBe(text);
    await expect(manifestWithDrawnIcons("{name: Huset", d)).rejects.toThrow(/^static\/manifest\.webmanifest is not JSON: /);
    for (const text of ["[]", "null", '"Huset"'])
      await expect(manifestWithDrawnIcons(text, d)).rejects.toThrow("static/manifest.webmanifest is not a JSON object");
  });
});
