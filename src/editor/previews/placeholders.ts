/**
 * What a new entry lacks while it is being written, drawn as the site draws the thing itself: a
 * picture not chosen yet is an empty picture of the same shape (the site's own placeholder colour),
 * a text not written yet is empty, and dates not given yet are no dates ("Det er ingen kommende
 * forestillinger av …", as the production's page says when the dates have passed).
 */
export const MISSING_PICTURE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">' +
      '<rect width="1200" height="800" fill="#e6e4df"/>' +
      '<text x="600" y="420" font-family="sans-serif" font-size="48" fill="#6b6b6b" text-anchor="middle">Bilde ikke valgt</text>' +
      "</svg>",
  );

const isText = (value: unknown): value is string => typeof value === "string";

/** A text, or "" while it is not one yet. */
export const textOr = (value: unknown, fallback = ""): string => (isText(value) ? value : fallback);

/** A list, or [] while it is not one yet (Decap gives undefined for a list never touched). */
export const listOr = <T>(value: unknown): T[] => (Array.isArray(value) ? (value.filter(Boolean) as T[]) : []);
