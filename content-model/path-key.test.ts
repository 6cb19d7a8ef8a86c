import { pathKey } from "./path-key";

/** Every spelling of one path that a host, a browser or a file system takes as that path has its key. */
describe("pathKey", () => {
  it.each([
    ["/min-side/logg-inn", "/min-side/logg-inn"],
    ["/min-side/logg-inn/", "/min-side/logg-inn"],
    ["/min-side/logg-inn//", "/min-side/logg-inn"],
    ["/MIN-SIDE/Logg-Inn", "/min-side/logg-inn"],
    ["/min-side/logg-inn/index.html", "/min-side/logg-inn"],
    ["/min-side/logg-inn/INDEX.HTM", "/min-side/logg-inn"],
    ["/min-side/logg-inn.html", "/min-side/logg-inn"],
    ["/min-side/%6Cogg-inn", "/min-side/logg-inn"],
    ["/min-side/%256Cogg-inn", "/min-side/logg-inn"],
    ["/min-side%2Flogg-inn", "/min-side/logg-inn"],
    ["/min-side\\logg-inn", "/min-side/logg-inn"],
    ["//min-side///logg-inn", "/min-side/logg-inn"],
    ["/min-side/./logg-inn", "/min-side/logg-inn"],
    ["/annet/../min-side/logg-inn", "/min-side/logg-inn"],
    ["/min-side/%2e%2e/min-side/logg-inn", "/min-side/logg-inn"],
    ["/min-side/logg-inn?neste=/x#topp", "/min-side/logg-inn"],
    ["/", "/"],
    ["", "/"],
    ["/index.html", "/"],
    ["/404.html", "/404"],
    ["/sw.js", "/sw.js"],
    ["/%E0%A4%A", "/%e0%a4%a"],
    ["/a\u030A", "/\u00e5"],
  ])("%j -> %j", (spelling, key) => {
    expect(pathKey(spelling)).toBe(key);
  });
});
