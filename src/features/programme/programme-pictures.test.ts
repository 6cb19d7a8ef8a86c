import {
  bucketCount,
  bucketPath,
  decodePictureBucket,
  isPicturesVersion,
  pictureBucket,
  PICTURES_PER_BUCKET,
} from "./programme-pictures";
import type { Picture } from "../../pictures/picture";

const picture = (url: string, changes: Partial<Picture> = {}): Picture => ({
  url,
  alt: "Koret synger",
  src: "/static/img/kor-720x480-0123456789.jpg",
  srcSet: "/static/img/kor-360x240-0123456789.jpg 360w, /static/img/kor-720x480-0123456789.jpg 720w",
  sizes: "(min-width: 1080px) 380px, calc(100vw - 2rem)",
  width: 1080,
  height: 720,
  sources: [{ type: "image/webp", srcSet: "/static/img/kor-360x240-0123456789.webp 360w", sizes: "100vw" }],
  placeholder: "linear-gradient(#222c25, #1e2f1b)",
  position: "45% 70%",
  ...changes,
});

describe("the programme's pictures in buckets", () => {
  it("puts each image URL in one bucket, the same every time, spread evenly enough", () => {
    const urls = Array.from({ length: 2000 }, (_, n) => `/images/forestilling-${n}.jpg`);
    const buckets = bucketCount(urls.length);
    expect(buckets).toBe(Math.ceil(2000 / PICTURES_PER_BUCKET));
    const sizes = new Array<number>(buckets).fill(0);
    for (const url of urls) {
      const bucket = pictureBucket(url, buckets);
      expect(bucket).toBe(pictureBucket(url, buckets));
      sizes[bucket] += 1;
    }
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThan(3 * PICTURES_PER_BUCKET);
    // A fixed value: the browser's bucket must be the build's, whatever runs either.
    expect(pictureBucket("/images/skogsti.jpg", 1000)).toBe(pictureBucket("/images/skogsti.jpg", 1000));
    expect(pictureBucket("/images/æøå.jpg", 7)).toBeLessThan(7);
    expect(bucketCount(0)).toBe(1);
    expect(bucketPath("0123456789ab", 3)).toBe("/programme-pictures/0123456789ab/3.json");
  });

  it.each([
    ["0123456789ab", true],
    ["../../admin", false],
    ["0123456789ab/..", false],
    ["", false],
    [12, false],
    [null, false],
  ])("takes %p as a version of the pictures: %p", (version, taken) => {
    expect(isPicturesVersion(version)).toBe(taken);
  });

  it("reads a bucket's pictures", () => {
    const kor = picture("/images/kor.jpg");
    const cdn = picture("https://bilder.example/kor.jpg", {
      src: "https://bilder.example/kor.jpg?w=720",
      srcSet: "https://bilder.example/kor.jpg?w=360 360w",
      sources: [],
      small: { width: 480, height: 360, media: "(max-width: 719px)" },
    });
    const file = JSON.parse(JSON.stringify({ [kor.url]: kor, [cdn.url]: cdn }));
    expect(decodePictureBucket(file)).toEqual({ [kor.url]: kor, [cdn.url]: cdn });
  });

  it.each([null, [], "bilder", 3])("refuses a file that is no bucket: %p", (file) => {
    expect(() => decodePictureBucket(file)).toThrow("programme pictures: not a bucket file");
  });

  it.each([
    ["a file on another site by a protocol-relative address", { src: "//evil.example/x.jpg" }],
    ["a script address", { src: "javascript:alert(1)" }],
    ["a plain http address", { src: "http://bilder.example/x.jpg" }],
    ["a width in the srcset from another site", { srcSet: "/static/img/a.jpg 360w, //evil.example/b.jpg 720w" }],
    ["a source from another site", { sources: [{ type: "image/webp", srcSet: "//evil.example/a.webp 1w", sizes: "" }] }],
    ["a width that is text", { width: "1080" as unknown as number }],
    ["no placeholder", { placeholder: undefined as unknown as string }],
    ["sources that are not a list", { sources: "x" as unknown as Picture["sources"] }],
    ["a small crop without its size", { small: { width: 480, media: "" } as unknown as Picture["small"] }],
    ["a picture of another image than its key", { url: "/images/annet.jpg" }],
    ["a path a browser reads as another site's (a backslash)", { src: "/\\evil.example/x.jpg" }],
    ["an https address without a host", { src: "https:///x.jpg" }],
    ["a placeholder that is no colours", { placeholder: "url(https://evil.example/x.png)" }],
    ["a position with more CSS after it", { position: "50% 50%; background: red" }],
  ])("leaves out an entry with %s, keeping the rest", (_, changes) => {
    const bad = picture("/images/x.jpg", changes);
    const good = picture("/images/kor.jpg");
    expect(decodePictureBucket(JSON.parse(JSON.stringify({ "/images/x.jpg": bad, [good.url]: good })))).toEqual({
      [good.url]: good,
    });
  });
});
