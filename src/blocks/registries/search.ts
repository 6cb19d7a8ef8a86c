import { Search } from "../Search";
import { contentBlocks } from "./content";
import type { Registry } from "../types";

export const searchBlocks = { ...contentBlocks, Search } satisfies Registry<"search">;
