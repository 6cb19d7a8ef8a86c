import React from "react";
import { Layout } from "../../layout/Layout";
import { Seo } from "../../components/Seo";
import { Image, plainPicture } from "../../components/Image";
import { formatDay } from "../../time/dates";
import type { Picture } from "../../pictures/picture";
import { articlePath } from "../../../content-model";
import { ArticleAge } from "./ArticleAge";
import { ConsentSettingsButton } from "../../components/ConsentSettingsButton";
import { island } from "../../components/island";
import "./articles.css";

/** The article that explains cookies: where a visitor can also change their answer. */
const COOKIE_ARTICLE = "info-om-cookies";

/** An article as its page's query gives it (src/templates/article.tsx). */
export type ArticleData = QueryData<NonNullable<Queries.ArticleByIdQuery["article"]>>;

const AgeIsland = island("article-age", ArticleAge);

/** An article: cover, title, byline with dates, and its (build-time sanitized) HTML; an old one says so. */
export function ArticleView({ article }: { article: ArticleData }) {
  const created = new Date(article.createdAt).toISOString();
  const updated = new Date(article.updatedAt).toISOString();
  return (
    <Layout>
      <Seo
        title={article.title}
        description={article.summary}
        image={article.socialImage ?? article.image.url}
        path={articlePath(article.slug)}
        type="article"
        keywords={["artikkel", "kulturhus", "Rissa"]}
      />
      <article className="article">
        <header className="article__head">
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
          <AgeIsland createdAt={article.createdAt} updatedAt={article.updatedAt} />
        </header>
        <Image
          className="article__cover"
          picture={(article.cover as Picture | null | undefined) ?? plainPicture(article.image.url, article.image.alt)}
          eager
        />
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
