import React from "react";
import { FocalImage } from "../components/FocalImage";
import { SmartLink } from "../components/SmartLink";
import { cardListClass } from "../components/card-columns";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "../components/cards.css";

/** Cards with a picture, a title that leads on (the whole card is the link's target) and a short text. */
export function CardList({ id, data }: BlockProps<BlockData<"CardList">>) {
  const headingId = `${id}-heading`;
  return (
    <section className="block card-list" aria-labelledby={data.heading ? headingId : undefined}>
      {data.heading && <h2 id={headingId}>{data.heading}</h2>}
      <ul className={cardListClass(data.cards.length)}>
        {data.cards.map((card) => (
          <li key={card.title}>
            <article className="card">
              {card.image && (
                <FocalImage src={card.image.url} alt={card.image.alt} focalPointQuery={card.image.focalPointQuery} />
              )}
              <div className="card__body">
                <h3 className="card__title">
                  <SmartLink to={card.link.path}>{card.title}</SmartLink>
                </h3>
                <p className="card__text">{card.text}</p>
                <p className="card__more" aria-hidden="true">
                  {card.link.label} →
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
