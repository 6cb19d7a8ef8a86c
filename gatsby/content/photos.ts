import fs from "fs";
import path from "path";
import { photoPixelProblem } from "../../content-model";
import { PHOTO_FILE } from "../images/photo-file";

function photoFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return photoFilesUnder(full);
    return PHOTO_FILE.test(entry.name) ? [full] : [];
  });
}

/**
 * Every photo under `imagesDir` over the pixel limit or of a size that cannot be read, each as
 * "content/images/x.jpg: «x.jpg» er 16 380 × 16 380 piksler …", without decoding any of them.
 */
export function photoProblems(imagesDir: string, shownAs = "content/images"): string[] {
  return photoFilesUnder(imagesDir)
    .sort()
    .flatMap((file) => {
      const name = path.relative(imagesDir, file).split(path.sep).join("/");
      const problem = photoPixelProblem(name, fs.readFileSync(file));
      return problem ? [`${shownAs}/${name}: ${problem}`] : [];
    });
}
