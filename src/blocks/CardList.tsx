import React from "react";
import { FocalImage } from "../components/FocalImage";
import { SmartLink } from "../components/SmartLink";
import type { ImageAsset } from "../types/content";
import type { BlockProps } from "./types";

type Card = { title: string; text: string; link: { path: string; label: string }; image?: ImageAsset };

export function CardList({ data }: BlockProps<{ heading?: string; cards: Card[] }>) {
  return (
    <section className="block card-list">
      {data.heading && <h2>{data.heading}</h2>}
      <ul className="cards">
        {data.cards.map((card) => (
          <li key={card.title} className="card">
            {card.image && <FocalImage src={card.image.url} alt={card.image.alt} width={600} height={338} />}
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            <SmartLink to={card.link.path} className="card__link">
              {card.link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
