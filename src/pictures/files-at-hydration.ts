import { createContext } from "react";

/**
 * For an island hydrating on a page built of islands: whether its pictures are in the page with
 * their files (true) or waiting (false), as decided once, as it starts (src/islands/start-islands.ts
 * gives every waiting picture in it its files if the main picture has been shown). Image draws its
 * first render from this, so that it matches the page whatever happens before React renders.
 * null (no island): Image decides by picturesDrawnWithFiles.
 */
export const FilesAtHydration = createContext<boolean | null>(null);
