// The slideshow's part, for the part a page built of islands starts by itself (src/islands/parts.ts
// loads src/blocks/slideshow-part.tsx, which renders it): imported on its own, so this face holds
// nothing else.
export { SlideshowPart } from "./SlideshowIsland";
