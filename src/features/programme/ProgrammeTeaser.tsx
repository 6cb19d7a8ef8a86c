import React from "react";
import { cardItem, ProgrammeCard, type ProgrammeCardItem } from "./ProgrammeCard";
import { upcoming } from "./upcoming";
import { cardListClass } from "../../components/card-columns";
import { PicturesContext } from "../../components/Image";
import { island } from "../../components/island";
import { useNow } from "../../time/useNow";
import { earliest } from "../../time/shown-as-of";
import type { Picture } from "../../pictures/picture";
import "../../components/cards.css";

interface TeaserProps {
  items: ProgrammeCardItem[];
  limit: number;
  /** The cinema partner whose watch list the cards mark. */
  partner: number;
  /** The cards' prepared pictures, by image URL. */
  pictures: Record<string, Picture>;
}

/** The next `limit` coming productions as cards, without filters; the browser drops those whose dates have all passed. */
export function ProgrammeTeaser({ items, limit, partner, pictures }: TeaserProps) {
  const now = useNow();
  const coming = now === null ? items : upcoming(items, now);
  const shown = coming.slice(0, limit);
  if (shown.length === 0) return <p>Det er ingen kommende arrangementer akkurat nå. Kom gjerne tilbake senere.</p>;
  return (
    <PicturesContext.Provider value={pictures}>
      <ul className={cardListClass(shown.length, "programme-list")}>
        {shown.map((item) => (
          <li key={item.id}>
            <ProgrammeCard item={item} partner={partner} />
          </li>
        ))}
      </ul>
    </PicturesContext.Provider>
  );
}

/**
 * The teaser as an island (src/islands/parts.ts, "programme-teaser"): on a page built of islands it
 * starts as the page opens where its HTML is out of date (the first date of a card has started) or
 * a card has a heart or a mark to show; otherwise at the first touch, and at the moment its HTML
 * goes out of date. It carries its items and their pictures.
 */
export const ProgrammeTeaserIsland = island("programme-teaser", ProgrammeTeaser, {
  data: ({ items, limit, partner, pictures }: TeaserProps) => {
    // The build gives the block its limit and a few to spare (gatsby/resolvers/block-window.ts).
    const carried = items.map(cardItem);
    const urls = new Set(carried.map((item) => item.image.url));
    return {
      items: carried,
      limit,
      partner,
      pictures: Object.fromEntries(Object.entries(pictures).filter(([url]) => urls.has(url))),
      staleFrom: earliest(carried.slice(0, limit).flatMap((item) => (item.events[0] ? [item.events[0].start] : []))),
    };
  },
});
