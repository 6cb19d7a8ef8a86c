// An article page's view.
export { ArticleView, type ArticleData } from "./ArticleView";
