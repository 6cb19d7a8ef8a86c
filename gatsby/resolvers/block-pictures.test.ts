/** @jest-environment node */
import { blockPictures, imagesIn, shownSourceItems } from "./block-pictures";
import type { Picture } from "../../src/pictures/picture";

const item = (n: number) => ({
  id: `p${n}`,
  image: { url: `/images/p${n}.jpg`, alt: `Bilde ${n}`, focalPointQuery: "fp-x=0.2&fp-y=0.8" },
  events: [],
});
const program = Array.from({ length: 10 }, (_, i) => item(i + 1));

describe("a block's pictures", () => {
  it("are the images in its settings and in the source items it shows, once each, in its place's preset", async () => {
    const asked: [string, string][] = [];
    const make = async (image: { url: string }, preset: string) => {
      asked.push([image.url, preset]);
      return { url: image.url } as Picture;
    };
    const pictures = await blockPictures(
      "CardList",
      [
        {
          heading: "Saler",
          cards: [
            { title: "Smia", link: { path: "/smia", label: "Les" }, image: { url: "/images/smia.jpg", alt: "Smia" } },
            { title: "Smia igjen", image: { url: "/images/smia.jpg", alt: "Smia" } },
          ],
        },
      ],
      make,
    );
    expect(Object.keys(pictures)).toEqual(["/images/smia.jpg"]);
    expect(asked).toEqual([["/images/smia.jpg", "card"]]);
    expect(await blockPictures("Search", [{ program }], make)).toEqual({});
    // The lobby programme's rows each show their production's photo, in the rows' own crops.
    asked.length = 0;
    const rows = await blockPictures("ScreenProgram", [{ program }], make);
    expect(Object.keys(rows)).toHaveLength(program.length);
    expect(new Set(asked.map(([, preset]) => preset))).toEqual(new Set(["screenRow"]));
  });

  it("of a programme listing page give its first card, the page's largest paint, the lead preset (AVIF too)", async () => {
    const asked: [string, string][] = [];
    const make = async (image: { url: string }, preset: string) => {
      asked.push([image.url, preset]);
      return { url: image.url } as Picture;
    };
    const pictures = await blockPictures("CultureProgram", [program.slice(0, 3)], make, { lead: true });
    expect(Object.keys(pictures)).toEqual(["/images/p1.jpg", "/images/p2.jpg", "/images/p3.jpg"]);
    expect(asked).toEqual([
      ["/images/p1.jpg", "leadCard"],
      ["/images/p2.jpg", "card"],
      ["/images/p3.jpg", "card"],
    ]);
    // Without `lead` (a teaser lower on its page), or in a preset without a lead one, as before.
    asked.length = 0;
    await blockPictures("CultureProgram", [program.slice(0, 2)], make);
    await blockPictures("ScreenProgram", [{ program: program.slice(0, 1) }], make, { lead: true });
    expect(asked.map(([, preset]) => preset)).toEqual(["card", "card", "screenRow"]);
  });

  it("of a programme teaser are its first few, of a slideshow those after its offset", () => {
    const teaser = shownSourceItems("CultureProgram", { limit: 4 }, { program });
    expect(imagesIn(teaser).map((i) => i.url)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/images/p${n}.jpg`));
    const slides = shownSourceItems("Slideshow", { offset: 4 }, { program });
    expect(imagesIn(slides).map((i) => i.url)).toEqual([5, 6, 7, 8, 9, 10].map((n) => `/images/p${n}.jpg`));
    expect(imagesIn(shownSourceItems("CultureProgram", {}, { program }))).toHaveLength(10);
    expect(imagesIn(slides)[0]).toEqual({ url: "/images/p5.jpg", alt: "Bilde 5", focalPointQuery: "fp-x=0.2&fp-y=0.8" });
  });
});
