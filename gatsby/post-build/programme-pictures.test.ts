import { programmePictureFiles } from "./programme-pictures";
import { bucketCount, bucketPath, encodeProgrammeIndex, pictureBucket } from "../../src/features/programme/contract";
import type { ProgrammeItem } from "../../src/features/programme/contract";
import type { Picture } from "../../src/pictures/picture";
import type { ImageRef } from "../images/site-pictures";
import { cardPicture } from "../../src/pictures/card-picture.testing";

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

/** The card pictures the build would make, and the images it was asked for. */
function fakePictures() {
  const asked: ImageRef[] = [];
  const picture = async (image: ImageRef): Promise<Picture> => {
    asked.push(image);
    return cardPicture(image.url, image.alt);
  };
  return { asked, picture };
}

describe("the programme index's pictures", () => {
  it("makes each image's card picture once, as the listing pages did, in one bucket for a small programme", async () => {
    const { asked, picture } = fakePictures();
    const index = encodeProgrammeIndex([production(1, "kor"), production(2, "kor"), production(3, "sal")]);
    const { buckets, files } = await programmePictureFiles(index, picture);
    expect(asked).toEqual([
      { url: "/images/kor.jpg", alt: "Bilde 1", focalPointQuery: "fp-x=0.4&fp-y=0.6" },
      { url: "/images/sal.jpg", alt: "Bilde 3", focalPointQuery: "fp-x=0.4&fp-y=0.6" },
    ]);
    expect(buckets).toBe(1);
    expect([...files.keys()]).toEqual([bucketPath(0)]);
    const bucket = JSON.parse(files.get(bucketPath(0))!) as Record<string, Picture>;
    expect(Object.keys(bucket)).toEqual(["/images/kor.jpg", "/images/sal.jpg"]);
    expect(bucket["/images/sal.jpg"]).toEqual(cardPicture("/images/sal.jpg", "Bilde 3"));
  });

  it("puts every picture of a large programme in the bucket the browser will look in, and writes every bucket", async () => {
    const { picture } = fakePictures();
    const items = Array.from({ length: 300 }, (_, n) => production(n, `bilde-${n}`));
    const { buckets, files } = await programmePictureFiles(encodeProgrammeIndex(items), picture);
    expect(buckets).toBe(bucketCount(300));
    expect(files.size).toBe(buckets);
    for (const item of items) {
      const bucket = JSON.parse(files.get(bucketPath(pictureBucket(item.image.url, buckets)))!) as Record<string, Picture>;
      expect(bucket[item.image.url]?.url).toBe(item.image.url);
    }
  });

  it("writes one empty bucket for a programme without coming productions", async () => {
    const { buckets, files } = await programmePictureFiles(encodeProgrammeIndex([]), fakePictures().picture);
    expect([buckets, [...files]]).toEqual([1, [[bucketPath(0), "{}"]]]);
  });
});
