/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeAll } from "./atomic-write";

describe("a save is all or nothing", () => {
  let dir: string;
  const at = (name: string) => path.join(dir, name);
  const read = (name: string) => fs.readFileSync(at(name), "utf8");
  const everything = () => fs.readdirSync(dir, { recursive: true }).map(String).sort();

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lagring-"));
    fs.writeFileSync(at("a.json"), "gammel a\n");
    fs.writeFileSync(at("b.json"), "gammel b\n");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes, replaces and deletes together, leaving nothing beside the files", async () => {
    await writeAll([
      { target: at("a.json"), bytes: Buffer.from("ny a\n") },
      { target: at("ny/c.json"), bytes: Buffer.from("ny c\n") },
      { target: at("b.json"), bytes: null },
    ]);
    expect(read("a.json")).toBe("ny a\n");
    expect(read("ny/c.json")).toBe("ny c\n");
    expect(everything()).toEqual(["a.json", "ny", "ny/c.json"]);
  });

  it("puts every file back when one cannot be put in place", async () => {
    // The second target is a folder with something in it: renaming a file over it fails, after the first rename.
    fs.mkdirSync(at("mappe.json"));
    fs.writeFileSync(at("mappe.json/inni"), "x");
    const before = everything();
    await expect(
      writeAll([
        { target: at("a.json"), bytes: Buffer.from("ny a\n") },
        { target: at("mappe.json"), bytes: Buffer.from("ny\n") },
        { target: at("b.json"), bytes: null },
      ]),
    ).rejects.toThrow();
    expect(read("a.json")).toBe("gammel a\n");
    expect(read("b.json")).toBe("gammel b\n");
    expect(everything()).toEqual(before);
  });

  it("writes nothing when a new file cannot even be written", async () => {
    fs.writeFileSync(at("fil"), "en fil, ikke en mappe");
    const before = everything();
    await expect(
      writeAll([
        { target: at("a.json"), bytes: Buffer.from("ny a\n") },
        { target: at("fil/c.json"), bytes: Buffer.from("ny c\n") },
      ]),
    ).rejects.toThrow();
    expect(read("a.json")).toBe("gammel a\n");
    expect(everything()).toEqual(before);
  });
});
