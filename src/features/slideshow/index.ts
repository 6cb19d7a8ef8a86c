// The slideshow and how a programme becomes slides.
export { SlideshowIsland } from "./SlideshowIsland";
export { slidesFromProgramme } from "./slides-from-programme";
export type { Slide } from "./Slideshow";
export { slideshowVersion } from "./slideshow-version";
