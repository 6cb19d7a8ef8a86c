/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { imageOriginsInPageData } from "./image-origins";

describe("the origins of the images a built site shows", () => {
  it("are read from page data and static query results: images and production images from elsewhere, not links", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    fs.mkdirSync(path.join(dir, "page-data", "kantine"), { recursive: true });
    fs.mkdirSync(path.join(dir, "page-data", "sq", "d"), { recursive: true });
    const page = {
      result: {
        data: {
          contentPage: { blocks: [{ data: { heading: "Kantina", image: { url: "https://cms.example.no/bilder/kantina.jpg", alt: "Kantina" } } }] },
          production: { assets: [{ type: "first_image", url: "https://cdn.example.net/p/1.jpg", focalPointQuery: "" }] },
          link: { url: "https://billett.example.com/kjop", label: "Kjøp" },
          local: { url: "/images/kantina.svg", alt: "" },
        },
      },
    };
    fs.writeFileSync(path.join(dir, "page-data", "kantine", "page-data.json"), JSON.stringify(page));
    fs.writeFileSync(path.join(dir, "page-data", "sq", "d", "1.json"), JSON.stringify({ data: { siteDefinition: { theme: { logo: { url: "https://cms.example.no/logo.svg", alt: "Logo" } } } } }));
    expect(imageOriginsInPageData(dir)).toEqual(["https://cdn.example.net", "https://cms.example.no"]);
  });

  it("are none for a site whose images are all its own", () => {
    expect(imageOriginsInPageData(fs.mkdtempSync(path.join(os.tmpdir(), "public-")))).toEqual([]);
  });
});
