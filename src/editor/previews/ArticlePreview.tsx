import React from "react";
import { ArticleView } from "../../features/articles";
import type { Article } from "../../../content-model";
import { assetUrl, entryData, PreviewFrame, type PreviewProps } from "./PreviewFrame";

/** An article as its page on the site. */
export function ArticlePreview(props: PreviewProps) {
  const data = entryData<Article>(props);
  const now = Date.now();
  const article = {
    ...data,
    createdAt: data.createdAt ?? now,
    updatedAt: data.updatedAt ?? now,
    image: { alt: "", ...data.image, url: assetUrl(props, data.image?.url) },
  } as Article;
  return (
    <PreviewFrame>
      <ArticleView article={article} />
    </PreviewFrame>
  );
}
