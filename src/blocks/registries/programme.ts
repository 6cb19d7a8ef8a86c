import { CultureProgramTeaser } from "../CultureProgramTeaser";
import { Slideshow } from "../Slideshow";
import { contentBlocks } from "./content";
import type { Registry } from "../types";

/** The front page's kind: its CultureProgram shows the next few events; a whole programme loads its code when it comes. */
export const programmeBlocks = {
  ...contentBlocks,
  CultureProgram: CultureProgramTeaser,
  Slideshow,
} satisfies Registry<"programme">;
