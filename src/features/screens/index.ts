// The lobby screens' public face: the frame and parts the screen blocks and template render,
// and what the build and gatsby-browser need to know (build info path, which page is a screen).
export { Clock } from "./Clock";
export { ScreenEmpty } from "./ScreenEmpty";
export { ScreenFrame } from "./ScreenFrame";
export { ScreenDateStatus } from "./ScreenDateStatus";
export { useShownSlides } from "./useShownSlides";
export { screenRows, paginate } from "./screen-pages";
export { rowPhoto } from "./row-photos";
export { RowPhotoImage } from "./RowPhotoImage";
export { useRowPhotos } from "./useRowPhotos";
export { useRowsPerScreen } from "./useRowsPerScreen";
export { useRowsThatFit } from "./useRowsThatFit";
/** The mark on today's performances on the lobby screens. */
export const TODAY_MARK = "I dag";
