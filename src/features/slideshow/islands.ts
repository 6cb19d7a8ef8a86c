// The slideshow's part a page built of islands starts by itself (src/islands/parts.ts): imported on
// its own, so this face holds nothing else.
export { SlideshowPart } from "./SlideshowIsland";
