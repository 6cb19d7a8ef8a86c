// An article page's view.
export { ArticleHead, ArticleView, type ArticleData } from "./ArticleView";
