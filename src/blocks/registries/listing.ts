import { CultureProgram } from "../CultureProgram";
import { contentBlocks } from "./content";
import type { Registry } from "../types";

export const listingBlocks = { ...contentBlocks, CultureProgram } satisfies Registry<"listing">;
