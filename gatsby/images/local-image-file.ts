import fs from "fs";
import path from "path";

// A module of its own, without state: the web-manifest plugin draws its icons with it, and a
// plugin's bundle must not carry a copy of site-pictures' state (plugins/web-manifest/gatsby-node.ts says why).

/** Where a site path's image file is: an editor's photo in content/images, or a drawing in static/. */
export function localImageFile(url: string, dirs: { contentImages: string; staticDir: string }): string | null {
  const inside = (dir: string, rel: string) => {
    const file = path.resolve(dir, rel);
    return file.startsWith(dir + path.sep) && fs.existsSync(file) ? file : null;
  };
  const clean = decodeURIComponent(url.split(/[?#]/)[0]);
  const m = /^\/images\/(.+)$/.exec(clean);
  return (m && inside(dirs.contentImages, m[1])) || inside(dirs.staticDir, clean.slice(1));
}
