/**
 * The files under content/images/ the build treats as photos: it crops and resizes them with sharp
 * (local-picture.ts). Only JPEG, PNG and WebP have a size photoPixelProblem can read without
 * decoding, so an AVIF or TIFF here is refused as well (gatsby/content/photos.ts), as the editor
 * refuses it on upload.
 */
export const PHOTO_FILE = /\.(jpe?g|png|webp|avif|tiff?)$/i;
