import { str } from "./validate";
import { IMAGE_URL_TEXT, isImageUrl, isLink, LINK_TEXT } from "./safe-values";

/** Where a menu item, card, slide or redirect leads: a page of this site, or a plain https:// URL. Never "//host" or http://. */
export const link = str({ valid: isLink, patternText: LINK_TEXT });

/** An image: a file of this site ("/images/x.jpg") or a plain https:// URL, whose origin the Content-Security-Policy then allows. */
export const imageUrl = str({ valid: isImageUrl, patternText: IMAGE_URL_TEXT });
