import React from "react";
import { ArticleView } from "../../features/articles";
import type { Article } from "../../../content-model";
import { assetUrl, entryData, PreviewFrame, type PreviewProps } from "./PreviewFrame";
import { MISSING_PICTURE, textOr } from "./placeholders";

/** An article as far as it is written, with what the site's view reads filled in (a new one is dated now). */
export function articleForPreview(props: PreviewProps, now = Date.now()): Article {
  const data = entryData<Article>(props);
  return {
    ...data,
    title: textOr(data.title),
    slug: textOr(data.slug, "ny-artikkel"),
    content: textOr(data.content),
    summary: textOr(data.summary),
    author: textOr(data.author),
    createdAt: typeof data.createdAt === "number" ? data.createdAt : now,
    updatedAt: typeof data.updatedAt === "number" ? data.updatedAt : now,
    image: { alt: textOr(data.image?.alt), url: assetUrl(props, data.image?.url) || MISSING_PICTURE },
    thumbnail: { alt: textOr(data.thumbnail?.alt), url: assetUrl(props, data.thumbnail?.url) || MISSING_PICTURE },
  } as Article;
}

function ArticlePage({ preview }: { preview: PreviewProps }) {
  return <ArticleView article={articleForPreview(preview)} />;
}

/** An article as its page on the site. */
export function ArticlePreview(props: PreviewProps) {
  return (
    <PreviewFrame>
      <ArticlePage preview={props} />
    </PreviewFrame>
  );
}
