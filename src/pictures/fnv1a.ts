/**
 * 32-bit FNV-1a of a text's UTF-16 code units: a small hash that the build (Node) and the browser
 * compute alike, for choosing a bucket (a programme picture's file) or fingerprinting what a page
 * was built from (a slideshow's slides). Not for anything a visitor could forge to harm.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
