import { CultureProgram } from "../CultureProgram";
import { RichText } from "../RichText";
import type { Registry } from "../types";

export const listingBlocks = { RichText, CultureProgram } satisfies Registry<"listing">;
