import path from "path";
import sharp from "sharp";
import { parseFocalPoint, type Picture } from "../../src/pictures/picture";
import { contentDir } from "../env/content-dir";
import { PHOTO_FILE } from "./photo-file";
import { cdnPicture } from "./cdn-picture";
import { localPictureMaker } from "./local-picture";
import { pictureEncoding, type PictureEncoding } from "../env/picture-encoding";
import { PRESETS, type PresetName } from "./presets";
import { localImageFile } from "./local-image-file";

export { localImageFile };

/** An image as content gives it. */
export interface ImageRef {
  url: string;
  alt: string;
  focalPointQuery?: string;
}

/**
 * The site's pictures: every image the content names, made ready for src/components/Image.tsx
 * in the preset of the place that shows it. Photos are cropped and resized by the build, remote
 * images by their CDN; drawings (SVG) are shown as they are. One picture is made once per build.
 */
export function sitePictures({
  contentImages,
  staticDir,
  publicDir,
  encoding = "final",
}: {
  contentImages: string;
  staticDir: string;
  publicDir: string;
  encoding?: PictureEncoding;
}) {
  const local = localPictureMaker({ publicDir, encoding });
  const made = new Map<string, Promise<Picture>>();

  async function make(image: ImageRef, presetName: PresetName): Promise<Picture> {
    const preset = PRESETS[presetName];
    const focal = parseFocalPoint(image.focalPointQuery ?? new URL(image.url, "http://x").search);
    if (/^https?:\/\//.test(image.url)) {
      if (/\.svg$/i.test(new URL(image.url).pathname)) return drawing(image, image.url, 1200, 675);
      return cdnPicture(image.url, image.alt, focal, preset);
    }
    const file = localImageFile(image.url, { contentImages, staticDir });
    if (!file) throw new Error(`${image.url}: no such image (photos go in content/images/, drawings in static/images/)`);
    if (PHOTO_FILE.test(file)) return local(file, image.url, image.alt, focal, preset);
    const meta = await sharp(file).metadata();
    return drawing(image, image.url, meta.width ?? 1200, meta.height ?? 675);
  }

  return {
    picture(image: ImageRef, presetName: PresetName): Promise<Picture> {
      const key = JSON.stringify([image.url, image.alt, image.focalPointQuery ?? "", presetName]);
      let picture = made.get(key);
      if (!picture) {
        picture = make(image, presetName);
        made.set(key, picture);
      }
      return picture;
    },
  };
}

/** A drawing (map, floor plan, logo) is shown as it is: it scales by itself. */
function drawing(image: ImageRef, src: string, width: number, height: number): Picture {
  return {
    url: image.url,
    alt: image.alt,
    src,
    srcSet: "",
    sizes: "",
    width,
    height,
    sources: [],
    placeholder: "none",
    position: "50% 50%",
  };
}

let site: ReturnType<typeof sitePictures> | undefined;

/** The build's pictures: content/images and static/ in, public/static/img out. */
export function buildPictures() {
  site ??= sitePictures({ ...buildImageDirs(), encoding: pictureEncoding() });
  return site;
}

/** The build's own folders: content's photos, the drawings in static/, and public/, where the files made go. */
export const buildImageDirs = () => ({
  contentImages: path.join(contentDir, "images"),
  staticDir: path.resolve(__dirname, "..", "..", "static"),
  publicDir: path.resolve(process.cwd(), "public"),
});
