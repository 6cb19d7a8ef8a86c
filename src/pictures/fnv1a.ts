/**
 * 32-bit FNV-1a of a text's UTF-16 code units: a small hash that the build (Node) and the browser
 * compute alike, for choosing a bucket (a programme picture's file) or fingerprinting what a page
 * was built from (a slideshow's slides, the programme teaser's cards). Not for anything a visitor could forge to harm.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * What a part was built from, as 8 hex digits (its JSON's fnv1a32): an island carries it, and the
 * part that finds its data again in the page's data takes that only if it gives the same
 * (src/blocks/from-page-data.ts).
 */
export const fingerprint = (value: unknown): string => fnv1a32(JSON.stringify(value)).toString(16).padStart(8, "0");
