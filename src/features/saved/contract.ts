// What a page built of islands reads of the saved list before any of its code (src/islands/parts.ts).
export { readStored, SAVED_KEY } from "./saved-store";
