import path from "node:path";

export const ROOT = path.resolve(__dirname, "..", "..");
export const PUBLIC = path.join(ROOT, "public");
export const BARE = path.join(ROOT, "bench", "bare");
export const BARE_PUBLIC = path.join(BARE, "public");
