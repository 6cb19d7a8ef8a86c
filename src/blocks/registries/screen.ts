import { ScreenNewsletter } from "../ScreenNewsletter";
import { ScreenProgram } from "../ScreenProgram";
import { ScreenSlideshow } from "../ScreenSlideshow";
import type { Registry } from "../types";

/** A lobby screen's blocks: the newsletter as its QR code alone (ScreenNewsletter), so no sign-up form's code comes with a screen. */
export const screenBlocks = { Newsletter: ScreenNewsletter, ScreenProgram, ScreenSlideshow } satisfies Registry<"screen">;
