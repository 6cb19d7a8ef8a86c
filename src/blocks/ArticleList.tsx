import React from "react";
import { Link } from "gatsby";
import { FocalImage } from "../components/FocalImage";
import { cardListClass } from "../components/card-columns";
import { formatDay } from "../time/dates";
import type { ArticleSummary } from "./source-data";
import { sourceItems } from "./source-items";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "../components/cards.css";

/** News from the venue: the build leaves out articles more than a year old. */
export function ArticleList({ id, data, sourceData, dataIds }: BlockProps<BlockData<"ArticleList">>) {
  const articles = sourceItems<ArticleSummary>(sourceData, dataIds);
  if (articles.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section className="block article-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{data.heading}</h2>
      <ul className={cardListClass(articles.length)}>
        {articles.map((a) => {
          const published = new Date(Math.max(a.createdAt, a.updatedAt ?? 0)).toISOString();
          return (
            <li key={a.id}>
              <article className="card">
                <FocalImage src={a.thumbnail.url} alt={a.thumbnail.alt} />
                <div className="card__body">
                  <p className="card__meta">
                    <time dateTime={published}>{formatDay(published)}</time>
                  </p>
                  <h3 className="card__title">
                    <Link to={a.path}>{a.title}</Link>
                  </h3>
                  <p className="card__text">{a.summary}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
