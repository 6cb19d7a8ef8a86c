import type { Picture } from "./picture";

/** A production's card picture as the build makes it (one JPEG, 720x480), named by its image's file name. */
export const cardPicture = (url: string, alt: string): Picture => ({
  url,
  alt,
  src: `/static/img/${url.slice(url.lastIndexOf("/") + 1, url.lastIndexOf("."))}-720x480-0123456789.jpg`,
  srcSet: "",
  sizes: "",
  width: 720,
  height: 480,
  sources: [],
  placeholder: "none",
  position: "50% 50%",
});
