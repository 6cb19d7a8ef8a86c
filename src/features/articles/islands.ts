// The article's parts a page built of islands starts by itself (src/islands/parts.ts): each is
// imported on its own, so this face holds nothing else.
export { ArticleAge } from "./ArticleAge";
