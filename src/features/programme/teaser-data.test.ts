import { teaserData } from "./teaser-data";
import { programmeItem } from "../../test-utils/programme-item";
import { cardPicture } from "../../pictures/card-picture.testing";

const items = ["a", "b", "c"].map((id, n) => ({
  ...programmeItem(id, [`2027-01-0${3 - n}T18:00:00Z`]),
  image: { url: `/images/${id}.jpg`, alt: id, focalPointQuery: "" },
}));
const pictures = Object.fromEntries(["c", "a", "annet"].map((id) => [`/images/${id}.jpg`, cardPicture(`/images/${id}.jpg`, id)]));

describe("what the programme's teaser draws of its block", () => {
  it("keeps the cards' fields, and the pictures of its items in the cards' order", () => {
    const data = teaserData({ items, limit: 2, pictures });
    expect(data.items[0]).not.toHaveProperty("summary");
    expect(Object.keys(data.pictures)).toEqual(["/images/a.jpg", "/images/c.jpg"]);
    // The earliest first date of the two it shows.
    expect(data.staleFrom).toBe("2027-01-02T18:00:00Z");
  });

  it("has one version whatever order the block lists its pictures in, and another when a card changes", () => {
    const { version } = teaserData({ items, limit: 2, pictures });
    const reordered = Object.fromEntries(Object.entries(pictures).reverse());
    expect(teaserData({ items, limit: 2, pictures: reordered }).version).toBe(version);
    expect(teaserData({ items: [{ ...items[0], title: "Endret" }, ...items.slice(1)], limit: 2, pictures }).version).not.toBe(
      version,
    );
    expect(
      teaserData({ items, limit: 2, pictures: { ...pictures, "/images/a.jpg": cardPicture("/images/ny.jpg", "a") } }).version,
    ).not.toBe(version);
  });

  it("reads no picture from an object's prototype, and writes none to it", () => {
    const odd = ["__proto__", "constructor", "toString"].map((url, n) => ({
      ...items[n],
      image: { url, alt: "", focalPointQuery: "" },
    }));
    const own = JSON.parse(`{"__proto__": ${JSON.stringify(cardPicture("/images/p.jpg", "p"))}}`);
    const data = teaserData({ items: odd, limit: 3, pictures: own });
    expect(Object.keys(data.pictures)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(data.pictures)).toBe(Object.prototype);
  });
});
