import sanitizeHtml from "sanitize-html";

/**
 * Content HTML is written by editors (and may later come from an API), so it is cut down at
 * build time to the tags an article needs: no scripts, styles, frames, forms or event handlers,
 * and links only to http(s), mailto and tel.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "b",
    "i",
    "blockquote",
    "figure",
    "figcaption",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "abbr",
    "address",
  ],
  allowedAttributes: {
    a: ["href", "title", "hreflang"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // External links open in the same tab but must not leak the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:\/\//.test(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};
options.allowedAttributes = {
  ...(options.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "hreflang", "rel"],
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
