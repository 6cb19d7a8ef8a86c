/** @jest-environment node */
import { hostRedirects } from "./host-redirects";

describe("public/_redirects", () => {
  it("lists each old address with where it moved, permanently", () => {
    expect(
      hostRedirects([
        { fromPath: "/program", toPath: "/kulturprogram" },
        { fromPath: "/kontakt", toPath: "/kontakt-oss" },
      ])
        .split("\n")
        .slice(3),
    ).toEqual(["/program /kulturprogram 301", "/kontakt /kontakt-oss 301", ""]);
  });

  it("sends the web editor's address without its slash to /admin/, first, with no content redirects too", () => {
    const rules = (text: string) => text.split("\n").filter((l) => !l.startsWith("#") && l);
    expect(rules(hostRedirects([]))).toEqual(["/admin /admin/ 301"]);
    expect(rules(hostRedirects([{ fromPath: "/program", toPath: "/kulturprogram" }]))).toEqual([
      "/admin /admin/ 301",
      "/program /kulturprogram 301",
    ]);
  });
});
