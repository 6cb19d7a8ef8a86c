// The slideshow and how a programme becomes slides.
export { Slideshow } from "./Slideshow";
export { slidesFromProgramme } from "./slides-from-programme";
