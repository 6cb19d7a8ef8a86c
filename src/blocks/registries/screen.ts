import { Newsletter } from "../Newsletter";
import { ScreenProgram } from "../ScreenProgram";
import { ScreenSlideshow } from "../ScreenSlideshow";
import type { Registry } from "../types";

export const screenBlocks = { Newsletter, ScreenProgram, ScreenSlideshow } satisfies Registry<"screen">;
