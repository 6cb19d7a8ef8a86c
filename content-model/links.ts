import { text } from "./schema-kit";
import { IMAGE_URL_TEXT, isImageUrl, isLink, LINK_TEXT } from "./safe-values";

/** Where a menu item, card, slide or redirect leads: a page of this site, or a plain https:// URL. Never "//host" or http://. */
export const link = () =>
  text({
    valid: isLink,
    patternText: LINK_TEXT,
    nb: "Skriv en adresse på nettstedet («/kulturprogram») eller en https://-adresse, uten mellomrom.",
  }).meta({ format: "uri-reference" });

/** An image: a file of this site ("/images/x.jpg") or a plain https:// URL, whose origin the Content-Security-Policy then allows. */
export const imageUrl = () =>
  text({
    valid: isImageUrl,
    patternText: IMAGE_URL_TEXT,
    nb: "Velg et bilde på nettstedet («/images/navn.jpg») eller en https://-adresse til et bilde.",
  }).meta({ format: "uri-reference" });
