// Urgent notices from the content (content/site.json `notices`): the site's banner and the lobby screens' band.
export { NoticeBanner } from "./NoticeBanner";
export { ScreenNotices } from "./ScreenNotices";
export { useNotices } from "./useNotices";
