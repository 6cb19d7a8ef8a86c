/** The months in Norwegian, January first: the site's dates and the editor's messages name them. No imports, so the browser can take it alone. */
export const MONTHS = [
  "januar",
  "februar",
  "mars",
  "april",
  "mai",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "desember",
] as const;
