/** @jest-environment node */
import { SiteScriptsDone } from "./site-scripts-done";

describe("SiteScriptsDone", () => {
  it("says when webpack takes it up, and again when the compilation is done", () => {
    const said: string[] = [];
    const taps: Array<() => void> = [];
    new SiteScriptsDone(
      () => said.push("applied"),
      () => said.push("done"),
    ).apply({ hooks: { done: { tap: (_name, fn) => taps.push(fn) } } });
    expect(said).toEqual(["applied"]);
    taps.forEach((fn) => fn());
    expect(said).toEqual(["applied", "done"]);
  });
});
