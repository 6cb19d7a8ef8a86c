/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { cdnPicture } from "./cdn-picture";
import { cropAround, PRESETS, SMALL_SCREEN, usableWidths } from "./presets";
import { localImageFile, sitePictures } from "./site-pictures";
import { pictureEncoding } from "../env/picture-encoding";
import { parseFocalPoint } from "../../src/pictures/picture";
import { rowPhoto } from "../../src/features/screens/contract";
import { scratchDir } from "../../src/test-utils/scratch-dir";

describe("cropping around the focal point", () => {
  it("keeps the focal point in the crop, centred where the edges allow", () => {
    // A 6000x4000 camera photo cropped to 12:5 around a point low on the left: the crop reaches the bottom edge.
    expect(cropAround(6000, 4000, 12 / 5, { x: 0.25, y: 0.8 })).toEqual({ left: 0, top: 1500, width: 6000, height: 2500 });
    // To a square around a point right of centre.
    expect(cropAround(6000, 4000, 1, { x: 0.6, y: 0.5 })).toEqual({ left: 1600, top: 0, width: 4000, height: 4000 });
    // At the edge, the crop stops at the edge.
    expect(cropAround(6000, 4000, 1, { x: 1, y: 0 })).toEqual({ left: 2000, top: 0, width: 4000, height: 4000 });
  });

  it("makes no width larger than the crop", () => {
    expect(usableWidths([480, 800, 1200], 1000)).toEqual([480, 800, 1000]);
    expect(usableWidths([480, 800], 2000)).toEqual([480, 800]);
  });

  it("reads focal points, and takes the centre for anything else", () => {
    expect(parseFocalPoint("fp-x=0.2&fp-y=0.9")).toEqual({ x: 0.2, y: 0.9 });
    expect(parseFocalPoint("fp-x=3&fp-y=")).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPoint(undefined)).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe("a remote image", () => {
  it("is sized and cropped by the image CDN's URL parameters, WebP first with a JPEG fallback", () => {
    const p = cdnPicture("https://bilder.example.no/prod/jul.jpg?v=2", "Kor", { x: 0.3, y: 0.6 }, PRESETS.card);
    expect(p.sources).toHaveLength(1);
    expect(p.sources[0].type).toBe("image/webp");
    const first = new URL(p.sources[0].srcSet.split(", ")[0].split(" ")[0]);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      v: "2",
      w: "360",
      h: "240",
      fit: "crop",
      crop: "focalpoint",
      "fp-x": "0.3",
      "fp-y": "0.6",
      fm: "webp",
      q: "72",
    });
    expect(p.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["360w", "540w", "720w", "1080w"]);
    expect(new URL(p.src).searchParams.get("fm")).toBe("jpg");
    expect(p).toMatchObject({
      url: "https://bilder.example.no/prod/jul.jpg?v=2",
      alt: "Kor",
      width: 1080,
      height: 720,
      position: "30% 60%",
    });
  });

  it("gets a second crop for phones where the preset has one", () => {
    const p = cdnPicture("https://bilder.example.no/a.jpg", "", { x: 0.5, y: 0.5 }, PRESETS.hero);
    expect(p.sources.map((s) => [s.media, s.type])).toEqual([
      ["(max-width: 719px)", "image/webp"],
      ["(max-width: 719px)", undefined],
      [undefined, "image/webp"],
    ]);
    expect(p.small).toEqual({ width: 1200, height: 900, media: "(max-width: 719px)" });
  });
});

describe("a local photo", () => {
  let dir: string;
  beforeAll(async () => {
    dir = scratchDir("bilder-");
    fs.mkdirSync(path.join(dir, "content"));
    fs.mkdirSync(path.join(dir, "static", "images"), { recursive: true });
    // 3000x2000: red on the left third, blue elsewhere.
    const red = await sharp({ create: { width: 1000, height: 2000, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#0000ff" } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .toFile(path.join(dir, "content", "kor.jpg"));
    fs.writeFileSync(
      path.join(dir, "static", "images", "kart.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>',
    );
  });

  const pictures = () =>
    sitePictures({
      contentImages: path.join(dir, "content"),
      staticDir: path.join(dir, "static"),
      publicDir: path.join(dir, "public"),
    });

  it("is cropped around its focal point into several widths, WebP and JPEG, with its colours as placeholder", async () => {
    const p = await pictures().picture({ url: "/images/kor.jpg", alt: "Koret", focalPointQuery: "fp-x=0.1&fp-y=0.5" }, "card");
    expect(p.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["360w", "540w", "720w", "1080w"]);
    expect(p.sources[0]).toMatchObject({ type: "image/webp", sizes: PRESETS.card.sizes });
    const files = p.srcSet.split(", ").map((c) => path.join(dir, "public", c.split(" ")[0]));
    const meta = await sharp(files[3]).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1080, 720]);
    // The 3:2 crop around x=0.1 starts at the left edge: a third of it is red.
    const { data } = await sharp(files[0]).resize(3, 1, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[8]).toBeGreaterThan(200);
    expect(p.placeholder).toMatch(/^linear-gradient\(#[0-9a-f]{6}, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
    expect(p).toMatchObject({ width: 1080, height: 720, alt: "Koret", url: "/images/kor.jpg" });
  });

  it("at the page top: AVIF first, then WebP, then JPEG, for phones and for wide screens, each a real file of its format", async () => {
    const p = await pictures().picture({ url: "/images/kor.jpg", alt: "Koret", focalPointQuery: "fp-x=0.5&fp-y=0.5" }, "hero");
    expect(p.sources.map((s) => [s.media, s.type])).toEqual([
      [SMALL_SCREEN, "image/avif"],
      [SMALL_SCREEN, "image/webp"],
      [SMALL_SCREEN, undefined],
      [undefined, "image/avif"],
      [undefined, "image/webp"],
    ]);
    const [phoneAvif, , , wideAvif, wideWebp] = p.sources;
    const first = (srcSet: string) => path.join(dir, "public", srcSet.split(", ")[0].split(" ")[0]);
    const meta = await Promise.all([phoneAvif, wideAvif].map((s) => sharp(first(s.srcSet)).metadata()));
    expect(meta.map((m) => [m.format, m.width, m.height])).toEqual([
      ["heif", 480, 360],
      ["heif", 960, 400],
    ]);
    expect(fs.statSync(first(wideAvif.srcSet)).size).toBeLessThan(fs.statSync(first(wideWebp.srcSet)).size);
  });

  it("for a lobby programme row: one small JPEG per orientation, each about the width the row shows it at", async () => {
    const made = await pictures().picture(
      { url: "/images/kor.jpg", alt: "Koret", focalPointQuery: "fp-x=0.1&fp-y=0.5" },
      "screenRow",
    );
    const photo = rowPhoto(made)!;
    const sizes = await Promise.all(
      [photo.landscape, photo.portrait].map(async (crop) => {
        const meta = await sharp(path.join(dir, "public", crop.src)).metadata();
        return [meta.format, meta.width, meta.height, crop.width, crop.height];
      }),
    );
    expect(sizes).toEqual([
      ["jpeg", 200, 133, 200, 133],
      ["jpeg", 360, 360, 360, 360],
    ]);
    expect(rowPhoto(await pictures().picture({ url: "/images/kart.svg", alt: "Kart" }, "screenRow"))).toBeNull();
  });

  it("is made once: a second build keeps the files it finds", async () => {
    const p = await pictures().picture({ url: "/images/kor.jpg", alt: "Koret", focalPointQuery: "fp-x=0.1&fp-y=0.5" }, "card");
    const file = path.join(dir, "public", p.src);
    const before = fs.statSync(file).mtimeMs;
    await pictures().picture({ url: "/images/kor.jpg", alt: "Koret", focalPointQuery: "fp-x=0.1&fp-y=0.5" }, "card");
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });

  it("in a draft build (the browser tests'), offers the same formats, widths and crops in files of their own", async () => {
    const hero = { url: "/images/kor.jpg", alt: "Koret", focalPointQuery: "fp-x=0.5&fp-y=0.5" };
    const final = await pictures().picture(hero, "hero");
    const draft = await sitePictures({
      contentImages: path.join(dir, "content"),
      staticDir: path.join(dir, "static"),
      publicDir: path.join(dir, "public"),
      encoding: "draft",
    }).picture(hero, "hero");
    const shape = (p: typeof final) => p.sources.map((s) => [s.media, s.type, s.srcSet.replace(/-[0-9a-f]{10}\./g, ".")]);
    expect(shape(draft)).toEqual(shape(final));
    const first = (p: typeof final) => path.join(dir, "public", p.sources[0].srcSet.split(", ")[0].split(" ")[0]);
    expect(first(draft)).not.toBe(first(final));
    const meta = await sharp(first(draft)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 480, 360]);
  });

  it("reads PICTURE_ENCODING: final unless it says draft, and names any other value", () => {
    expect(pictureEncoding({})).toBe("final");
    expect(pictureEncoding({ PICTURE_ENCODING: "" })).toBe("final");
    expect(pictureEncoding({ PICTURE_ENCODING: "final" })).toBe("final");
    expect(pictureEncoding({ PICTURE_ENCODING: "draft" })).toBe("draft");
    expect(() => pictureEncoding({ PICTURE_ENCODING: "fast" })).toThrow(
      'PICTURE_ENCODING: expected "final" or "draft", got "fast"',
    );
  });

  it("shows a drawing as it is, and names an image that is not there", async () => {
    await expect(pictures().picture({ url: "/images/kart.svg", alt: "Kart" }, "hero")).resolves.toMatchObject({
      src: "/images/kart.svg",
      srcSet: "",
      width: 800,
      height: 600,
    });
    await expect(pictures().picture({ url: "/images/borte.jpg", alt: "" }, "card")).rejects.toThrow(
      "/images/borte.jpg: no such image",
    );
    expect(
      localImageFile("/images/../../etc/passwd", {
        contentImages: path.join(dir, "content"),
        staticDir: path.join(dir, "static"),
      }),
    ).toBeNull();
  });
});
