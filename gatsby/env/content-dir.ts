import path from "path";

/** Where the editors' content lives. Tests point CONTENT_DIR at a scratch folder. */
export const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(__dirname, "..", "..", "content"));
