// The light form's held submits, which a page built of islands arms before the form's code (src/islands/boot.ts).
export { holdSubmits } from "./held-submit";
