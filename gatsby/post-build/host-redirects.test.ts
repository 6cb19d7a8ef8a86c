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
        .slice(1),
    ).toEqual(["/program /kulturprogram 301", "/kontakt /kontakt-oss 301", ""]);
    expect(
      hostRedirects([])
        .split("\n")
        .filter((l) => !l.startsWith("#") && l),
    ).toEqual([]);
  });
});
