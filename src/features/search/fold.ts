/**
 * Folds text for matching as a Norwegian reader expects: case does not matter, and a word typed
 * without æ, ø, å (or with other accents) still finds it: "Kjøkken", "kjokken" and "KJØKKEN" all
 * become "kjokken", "Bojersalen" finds "Bøjersalen", "Café" finds "cafe".
 */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase("nb")
    .replace(/æ/g, "ae")
    .replace(/[øö]/g, "o")
    .replace(/[åä]/g, "a")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
