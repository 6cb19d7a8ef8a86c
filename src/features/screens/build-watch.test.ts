import { currentBuildId, isNewBuildOut } from "./build-watch";

const answer = (status: number, body: unknown) => jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));

describe("noticing a new build", () => {
  it("reads this page's build from its head", () => {
    document.head.innerHTML = '<meta name="build-id" content="20261122-abc">';
    expect(currentBuildId()).toBe("20261122-abc");
    document.head.innerHTML = "";
    expect(currentBuildId()).toBeNull();
  });

  it("says yes only when build.json names another build", async () => {
    global.fetch = answer(200, { buildId: "b2" }) as never;
    expect(await isNewBuildOut("b1")).toBe(true);
    expect(await isNewBuildOut("b2")).toBe(false);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toMatch(/^\/build\.json\?t=\d+$/);
  });

  it("keeps showing what it has when offline, on errors or on garbage", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as never;
    expect(await isNewBuildOut("b1")).toBe(false);
    global.fetch = answer(503, {}) as never;
    expect(await isNewBuildOut("b1")).toBe(false);
    global.fetch = answer(200, { buildId: 42 }) as never;
    expect(await isNewBuildOut("b1")).toBe(false);
    global.fetch = answer(200, { buildId: "b2" }) as never;
    expect(await isNewBuildOut(null)).toBe(false);
  });
});
