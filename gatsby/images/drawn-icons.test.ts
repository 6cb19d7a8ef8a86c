/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { scratchDir } from "../../src/test-utils/scratch-dir";
import { drawnFavicon, drawnLogo, LOGO_BOX } from "./drawn-icons";

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
  it("draws the site's SVG logo at 1, 2 and 3 times the header's box, sharp and whole", async () => {
    const d = dirs();
    const logo = await drawnLogo("/logo.svg", d);
    expect(logo).not.toBeNull();
    const files = logo!.srcSet.split(", ").map((c) => c.split(" "));
    expect(files.map(([, scale]) => scale)).toEqual(["1x", "2x", "3x"]);
    expect(logo!.src).toBe(files[0][0]);
    for (const [src, scale] of files) {
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
    expect(await drawnLogo("/images/../../../etc/passwd.svg", d)).toBeNull();
  });

  it("draws the favicon at 32 and 64 px", async () => {
    const d = dirs();
    const icons = await drawnFavicon("/favicon.svg", d);
    expect(icons!.map((i) => i.sizes)).toEqual(["32x32", "64x64"]);
    for (const icon of icons!) {
      const meta = await sharp(path.join(d.publicDir, icon.href)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });
});
