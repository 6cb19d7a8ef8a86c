import { pageTitle } from "./head-tags";

describe("page titles", () => {
  it("name the site once", () => {
    expect(pageTitle("Smia", "Rissa kulturhus")).toBe("Smia | Rissa kulturhus");
    expect(pageTitle("Kulturprogram | Rissa kulturhus", "Rissa kulturhus")).toBe("Kulturprogram | Rissa kulturhus");
    expect(pageTitle("Lokal mat – Rissa kulturhus", "Rissa kulturhus")).toBe("Lokal mat | Rissa kulturhus");
    expect(pageTitle("Rissa kulturhus – kultur, kino og møteplass i Indre Fosen", "Rissa kulturhus")).toBe(
      "Rissa kulturhus – kultur, kino og møteplass i Indre Fosen",
    );
    expect(pageTitle("Rissa kulturhus", "Rissa kulturhus")).toBe("Rissa kulturhus");
  });
});
