import { pictureEncoding } from "../env/picture-encoding";
import { ENCODERS } from "./local-picture";
import { PRESETS } from "./presets";

/**
 * Everything the pictures made of a content record depend on besides the record: the build's
 * encoding, the encoder's settings for it, and the presets (crops, widths, sizes). In each content
 * node's digest (gatsby/content/content-node.ts), so that a build over the cache after a change to
 * any of them runs its queries again: Gatsby keeps a page's data while its nodes are unchanged, and
 * the page would keep the last build's pictures (a new width never reached the pages).
 */
export function pictureSettings() {
  const encoding = pictureEncoding();
  return { encoding, encoder: ENCODERS[encoding], presets: PRESETS };
}
