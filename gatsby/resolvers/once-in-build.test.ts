/** @jest-environment node */
import { onceInBuild } from "./once-in-build";

describe("onceInBuild", () => {
  it("makes each key's answer once while building, and every answer anew otherwise", async () => {
    let building = true;
    const once = onceInBuild<number[]>(() => building);
    let made = 0;
    const make = () => [++made];
    const first = await once("programme", make);
    expect(await once("programme", make)).toBe(first);
    expect(await once("articles", make)).toEqual([2]);
    expect(made).toBe(2);
    building = false;
    expect(await once("programme", make)).toEqual([3]);
    expect(await once("programme", make)).toEqual([4]);
  });

  it("does not remember a failure: the next call makes the answer anew", async () => {
    const once = onceInBuild<string>(() => true);
    let calls = 0;
    const make = () => {
      calls += 1;
      if (calls === 1) throw new Error("the store was not ready");
      return "ready";
    };
    await expect(once("programme", make)).rejects.toThrow("the store was not ready");
    expect(await once("programme", make)).toBe("ready");
    expect(await once("programme", make)).toBe("ready");
    expect(calls).toBe(2);
  });

  it("builds when Gatsby's command is build, not develop", async () => {
    const before = process.env.gatsby_executing_command;
    try {
      let made = 0;
      const once = onceInBuild<number>();
      process.env.gatsby_executing_command = "develop";
      await once("k", () => ++made);
      await once("k", () => ++made);
      expect(made).toBe(2);
      process.env.gatsby_executing_command = "build";
      await once("k", () => ++made);
      await once("k", () => ++made);
      expect(made).toBe(3);
    } finally {
      if (before === undefined) delete process.env.gatsby_executing_command;
      else process.env.gatsby_executing_command = before;
    }
  });
});
