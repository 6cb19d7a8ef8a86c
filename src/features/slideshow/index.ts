// The slideshow and how a programme becomes slides.
export { Slideshow, type Slide } from "./Slideshow";
export { slidesFromProgramme } from "./slides-from-programme";
