// An article page's view.
export { ArticleView } from "./ArticleView";
