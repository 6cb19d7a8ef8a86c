/**
 * How the build encodes its pictures (gatsby/images/local-picture.ts): "final", the default, or
 * "draft", libvips's quickest settings, for the browser tests' build, which is never published.
 * Read here, with the build's other settings, because the content nodes depend on it too
 * (gatsby/content/content-node.ts puts it in their digest).
 */
export type PictureEncoding = "final" | "draft";

/** PICTURE_ENCODING: "final" (the default) or "draft" (local-picture.ts, DRAFT); anything else is refused. */
export function pictureEncoding(env: NodeJS.ProcessEnv = process.env): PictureEncoding {
  const value = env.PICTURE_ENCODING;
  if (value === undefined || value === "" || value === "final") return "final";
  if (value === "draft") return "draft";
  throw new Error(`PICTURE_ENCODING: expected "final" or "draft", got ${JSON.stringify(value)}`);
}
