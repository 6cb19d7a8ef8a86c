import { forgetSavedPages } from "./saved-pages";

describe("forgetting the pages the service worker saved", () => {
  it("drops the runtime caches and keeps the precached shell and the offline page", async () => {
    const names = [
      "workbox-precache-v2-http://localhost/",
      "gatsby-plugin-offline-runtime-http://localhost/",
      "kulturhus-uten-nett",
    ];
    const deleted: string[] = [];
    const caches = { keys: async () => names, delete: async (name: string) => deleted.push(name) > 0 };
    await forgetSavedPages({ caches } as unknown as Window);
    expect(deleted).toEqual(["gatsby-plugin-offline-runtime-http://localhost/"]);
  });

  it("never stops a reload, even without Cache Storage", async () => {
    await expect(forgetSavedPages({} as Window)).resolves.toBeUndefined();
  });
});
