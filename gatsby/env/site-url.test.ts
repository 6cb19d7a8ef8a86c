/** @jest-environment node */
import { readSiteUrl } from "./site-url";

describe("SITE_URL", () => {
  it("is the site's origin, without a trailing slash", () => {
    expect(readSiteUrl()).toBe("https://www.rissakulturhus.no");
    expect(readSiteUrl("http://localhost:9000/")).toBe("http://localhost:9000");
  });

  it.each([
    ["www.rissakulturhus.no"],
    ["https://www.rissakulturhus.no\nDisallow: /"],
    ["https://a.example;sandbox"],
    ["https://*.example"],
    ["https://a.example/sti"],
    ["javascript:alert(1)"],
  ])("refuses %j", (value) => {
    expect(() => readSiteUrl(value)).toThrow(/^SITE_URL must be the site's address as http\(s\):\/\/host\[:port\]/);
  });
});
