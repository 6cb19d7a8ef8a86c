import { gatsbyLeavesReactExternal, rendererExternal } from "./renderer-externals";

const decide = (request: string) =>
  new Promise<string | undefined>((resolve, reject) =>
    rendererExternal({ request }, (error, result) => (error ? reject(error) : resolve(result))),
  );

describe("what the HTML renderer requires from node_modules", () => {
  it("requires the listed packages and their subpaths as they are", async () => {
    expect(await decide("yup")).toBe("commonjs yup");
    expect(await decide("@reduxjs/toolkit")).toBe("commonjs @reduxjs/toolkit");
    expect(await decide("@reduxjs/toolkit/query/react")).toBe("commonjs @reduxjs/toolkit/query/react");
    expect(await decide("react-redux")).toBe("commonjs react-redux");
  });

  it("bundles everything else: the site's own files, Gatsby and look-alike names", async () => {
    expect(await decide("./src/features/cinema/store")).toBeUndefined();
    expect(await decide("gatsby")).toBeUndefined();
    expect(await decide("redux-thunk")).toBeUndefined();
    expect(await decide("yup-extra")).toBeUndefined();
    expect(await decide("../yup")).toBeUndefined();
  });

  it("applies only where Gatsby leaves React to node_modules too", () => {
    // Gatsby's build-html config without engines: node built-ins, then its function for react.
    expect(gatsbyLeavesReactExternal({ externals: [{ fs: "commonjs fs" }, () => undefined] })).toBe(true);
    // With engines: React is bundled, and so must these be.
    expect(gatsbyLeavesReactExternal({ externals: [{ fs: "commonjs fs" }] })).toBe(false);
    expect(gatsbyLeavesReactExternal({ externals: [] })).toBe(false);
    expect(gatsbyLeavesReactExternal({})).toBe(false);
  });
});
