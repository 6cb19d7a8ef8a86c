import React from "react";
import { Layout } from "../../components/Layout";
import { Seo } from "../../components/Seo";
import { FocalImage } from "../../components/FocalImage";
import { formatDay } from "../../lib/dates";
import type { Article } from "../../types/content";
import { articlePath } from "../../lib/paths";
import { ConsentSettingsButton } from "../../components/ConsentSettingsButton";

/** The article that explains cookies: where a visitor can also change their answer. */
const COOKIE_ARTICLE = "info-om-cookies";

export type ArticleData = Pick<Article, "title" | "slug" | "content" | "summary" | "image" | "author" | "createdAt" | "updatedAt">;

/** An article: cover, title, byline with dates, and its (build-time sanitized) HTML. */
export function ArticleView({ article }: { article: ArticleData }) {
  const created = new Date(article.createdAt).toISOString();
  const updated = new Date(article.updatedAt).toISOString();
  return (
    <Layout>
      <Seo title={article.title} description={article.summary} image={article.image.url} path={articlePath(article.slug)} type="article" keywords={["artikkel", "kulturhus", "Rissa"]} />
      <article className="article">
        <FocalImage className="article__cover" src={article.image.url} alt={article.image.alt} eager />
        <h1>{article.title}</h1>
        <p className="article__byline">
          Av {article.author} · Publisert <time dateTime={created}>{formatDay(created)}</time>
          {article.updatedAt > article.createdAt && (
            <>
              {" "}
              · Oppdatert <time dateTime={updated}>{formatDay(updated)}</time>
            </>
          )}
        </p>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.content }} />
        {article.slug === COOKIE_ARTICLE && (
          <p>
            <ConsentSettingsButton label="Endre svaret ditt om informasjonskapsler for statistikk" />
          </p>
        )}
      </article>
    </Layout>
  );
}
