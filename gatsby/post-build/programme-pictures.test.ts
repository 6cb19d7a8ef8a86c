/** @jest-environment node */
import fs from "fs";
import path from "path";
import { listedPictures, programmePictureFiles } from "./programme-pictures";
import { bucketCount, bucketPath, encodeProgrammeIndex, pictureBucket } from "../../src/features/programme/contract";
import type { ProgrammeItem } from "../../src/features/programme/contract";
import type { Picture } from "../../src/pictures/picture";
import { cardPicture } from "../../src/pictures/card-picture.testing";
import { scratchDir } from "../../src/test-utils/scratch-dir";

const production = (n: number, image: string): ProgrammeItem => ({
  id: `p${n}`,
  title: `Forestilling ${n}`,
  path: `/forestilling-${n}`,
  objectClass: "culture",
  category: "Konsert",
  summary: "",
  image: { url: `/images/${image}.jpg`, alt: `Bilde ${n}`, focalPointQuery: "fp-x=0.4&fp-y=0.6" },
  events: [{ id: `ev-${n}`, start: "2027-01-01T19:00:00+01:00", hall: "Bojersalen" }],
});
const picturesOf = (items: ProgrammeItem[]) =>
  Object.fromEntries(items.map((item) => [item.image.url, cardPicture(item.image.url, item.image.alt)]));

describe("the programme index's pictures", () => {
  it("reads the card pictures every listing page carries, and nothing from other pages", () => {
    const publicDir = path.join(scratchDir("listed-pictures-"), "public");
    const write = (page: string, data: unknown) => {
      fs.mkdirSync(path.join(publicDir, "page-data", page), { recursive: true });
      fs.writeFileSync(path.join(publicDir, "page-data", page, "page-data.json"), JSON.stringify(data));
    };
    const listing = (pictures: Record<string, Picture>) => ({
      result: {
        data: {
          contentPage: {
            listings: [
              { id: "a", listing: null },
              { id: "b", listing: { pictures } },
            ],
          },
        },
      },
    });
    write("kulturprogram", listing(picturesOf([production(1, "kor")])));
    write("kulturprogram/side/2", listing(picturesOf([production(2, "sal")])));
    // A production's page names its own pictures, in its own preset: not a card's.
    write("forestilling-3", { result: { data: { production: { cover: cardPicture("/images/dans.jpg", "") } } } });
    write("sq/d/1", { data: { listings: "not a page" } });
    write("kulturprogram/side/3", listing(picturesOf([production(4, "fjernet")])));
    // Page 3 is left from an earlier build: this build has no such page.
    const pages = ["/kulturprogram", "/kulturprogram/side/2", "/forestilling-3", "/mangler"];
    expect(Object.keys(listedPictures(publicDir, pages)).sort()).toEqual(["/images/kor.jpg", "/images/sal.jpg"]);
  });

  it("puts each production's picture once, in one bucket for a small programme", () => {
    const items = [production(1, "kor"), production(2, "kor"), production(3, "sal")];
    const { buckets, version, files } = programmePictureFiles(encodeProgrammeIndex(items), picturesOf(items));
    expect(buckets).toBe(1);
    expect([...files.keys()]).toEqual([bucketPath(version, 0)]);
    expect(JSON.parse(files.get(bucketPath(version, 0))!)).toEqual({
      "/images/kor.jpg": cardPicture("/images/kor.jpg", "Bilde 2"),
      "/images/sal.jpg": cardPicture("/images/sal.jpg", "Bilde 3"),
    });
  });

  it("puts every picture of a large programme in the bucket the browser will look in, and writes every bucket", () => {
    const items = Array.from({ length: 300 }, (_, n) => production(n, `bilde-${n}`));
    const { buckets, version, files } = programmePictureFiles(encodeProgrammeIndex(items), picturesOf(items));
    expect(buckets).toBe(bucketCount(300));
    expect(files.size).toBe(buckets);
    for (const item of items) {
      const bucket = JSON.parse(files.get(bucketPath(version, pictureBucket(item.image.url, buckets)))!) as Record<
        string,
        Picture
      >;
      expect(bucket[item.image.url]?.url).toBe(item.image.url);
    }
  });

  it("leaves out a production no listing page shows a picture for, and writes one empty bucket for none", () => {
    const items = [production(1, "kor"), production(2, "sal")];
    const some = programmePictureFiles(encodeProgrammeIndex(items), picturesOf(items.slice(0, 1)));
    expect(Object.keys(JSON.parse(some.files.get(bucketPath(some.version, 0))!))).toEqual(["/images/kor.jpg"]);
    const none = programmePictureFiles(encodeProgrammeIndex([]), {});
    expect([...none.files]).toEqual([[bucketPath(none.version, 0), "{}"]]);
  });

  it("names the pictures' folder by their content: the same pictures the same name, others another", () => {
    const items = [production(1, "kor"), production(2, "sal")];
    const version = (pictures: Record<string, Picture>) => programmePictureFiles(encodeProgrammeIndex(items), pictures).version;
    expect(version(picturesOf(items))).toBe(version(picturesOf(items)));
    expect(version(picturesOf(items))).not.toBe(version(picturesOf(items.slice(1))));
    expect(version(picturesOf(items))).toMatch(/^[0-9a-f]{12}$/);
  });
});
