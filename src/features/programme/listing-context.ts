import { createContext, useContext } from "react";
import type { ProgrammeListing } from "./listing";

/** The listing page of each whole-programme block on the page, by block id, from the programme template's query. */
export const ListingContext = createContext<Record<string, ProgrammeListing>>({});

export const useListing = (blockId: string): ProgrammeListing | null => useContext(ListingContext)[blockId] ?? null;
