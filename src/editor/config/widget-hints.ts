import type { Hints } from "./decap-fields";
import type { ContentKind } from "./model";

/**
 * The widget of each field whose type alone does not say it, by kind and dotted path: what the
 * form shows, not what the content may hold, so it is the editor's and not the content model's.
 * Labels, help texts and value labels are the schema's (decap-fields.ts).
 */
export const WIDGET_HINTS: Record<ContentKind, Hints> = {
  production: {
    id: "hidden",
    "assets.url": "image",
    "assets.focalPointQuery": "focal-point",
    "events.id": "hidden",
    "events.start": "datetime",
    "events.hall": "hall",
    "fields.category": "category",
    "contents.summary": "text",
    "contents.body": "html",
  },
  article: {
    id: "hidden",
    content: "html",
    summary: "text",
    "image.url": "image",
    "thumbnail.url": "image",
    createdAt: "hidden",
    updatedAt: "hidden",
  },
  page: {
    id: "hidden",
    "blocks.id": "hidden",
    "blocks.data.html": "html",
    "blocks.data.text": "text",
    "blocks.data.note": "text",
    "blocks.data.image.url": "image",
    "blocks.data.image.focalPointQuery": "focal-point",
    "blocks.data.cards.text": "text",
    "blocks.data.cards.image.url": "image",
    "blocks.data.cards.image.focalPointQuery": "focal-point",
    "blocks.data.slides.text": "text",
    "blocks.data.slides.image.url": "image",
    "blocks.data.slides.image.focalPointQuery": "focal-point",
    "meta.nb.description": "text",
    "meta.nb.image": "image",
  },
  site: { description: "text", "theme.logo.url": "image" },
  redirects: {},
};
