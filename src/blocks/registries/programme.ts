import { CultureProgram } from "../CultureProgram";
import { Slideshow } from "../Slideshow";
import { contentBlocks } from "./content";
import type { Registry } from "../types";

export const programmeBlocks = { ...contentBlocks, CultureProgram, Slideshow } satisfies Registry<"programme">;
