/** @jest-environment node */
import fs from "fs";
import path from "path";
import { imageOriginsInPageData } from "./image-origins";
import { scratchDir } from "../../src/test-utils/scratch-dir";

describe("the origins of the images a built site shows", () => {
  it("are read from page data and static query results: images and production images from elsewhere, not links", () => {
    const dir = scratchDir("public-");
    fs.mkdirSync(path.join(dir, "page-data", "kantine"), { recursive: true });
    fs.mkdirSync(path.join(dir, "page-data", "sq", "d"), { recursive: true });
    const page = {
      result: {
        data: {
          contentPage: {
            blocks: [
              { data: { heading: "Kantina", image: { url: "https://cms.example.no/bilder/kantina.jpg", alt: "Kantina" } } },
            ],
          },
          production: { assets: [{ type: "first_image", url: "https://cdn.example.net/p/1.jpg", focalPointQuery: "" }] },
          link: { url: "https://billett.example.com/kjop", label: "Kjøp" },
          local: { url: "/images/kantina.svg", alt: "" },
          article: {
            content:
              '<p>Se <img src="https://bilder.example.org/a.jpg" alt="A"> og <img src="/images/lokal.svg" alt=""> <a href="https://lenke.example.com/">lenke</a></p>',
          },
        },
      },
    };
    fs.writeFileSync(path.join(dir, "page-data", "kantine", "page-data.json"), JSON.stringify(page));
    fs.writeFileSync(
      path.join(dir, "page-data", "sq", "d", "1.json"),
      JSON.stringify({ data: { siteDefinition: { theme: { logo: { url: "https://cms.example.no/logo.svg", alt: "Logo" } } } } }),
    );
    expect(imageOriginsInPageData(dir)).toEqual([
      "https://bilder.example.org",
      "https://cdn.example.net",
      "https://cms.example.no",
    ]);
  });

  it.each([
    ["a host with ;sandbox", { image: { url: "https://img.example;sandbox/x.png", alt: "" } }],
    ["a wildcard host", { image: { url: "https://*.example/x.png", alt: "" } }],
    ["plain http", { image: { url: "http://img.example/x.png", alt: "" } }],
    ["a protocol-relative image", { image: { url: "//img.example/x.png", alt: "" } }],
    ["an img in HTML with a comma in the host", { html: '<img src="https://a.example,b.example/x.png">' }],
  ])("stop the build on %s, naming the page data file", (_, data) => {
    const dir = scratchDir("public-");
    fs.mkdirSync(path.join(dir, "page-data", "x"), { recursive: true });
    fs.writeFileSync(path.join(dir, "page-data", "x", "page-data.json"), JSON.stringify({ result: { data } }));
    expect(() => imageOriginsInPageData(dir)).toThrow(
      /^Security headers: an image in page-data\/x\/page-data\.json is not on https:\/\/host\[:port\] with a plain host/,
    );
  });

  it("are none for a site whose images are all its own", () => {
    expect(imageOriginsInPageData(scratchDir("public-"))).toEqual([]);
  });
});
