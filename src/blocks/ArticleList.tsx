import React from "react";
import { Link } from "gatsby";
import type { ArticleSummary } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

export function ArticleList({ data, sourceData, dataIds }: BlockProps<{ heading: string }>) {
  const articles = sourceItems<ArticleSummary>(sourceData, dataIds);
  return (
    <section className="block article-list">
      <h2>{data.heading}</h2>
      <ul className="cards">
        {articles.map((a) => (
          <li key={a.id} className="card">
            <img src={a.thumbnail.url} alt={a.thumbnail.alt} width={600} height={338} loading="lazy" />
            <h3>
              <Link to={a.path}>{a.title}</Link>
            </h3>
            <p>{a.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
