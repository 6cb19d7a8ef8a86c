import React from "react";
import { ProgrammeCard } from "./ProgrammeCard";
import type { ProgrammeCardItem } from "./card-item";
import { teaserData } from "./teaser-data";
import { upcoming } from "./upcoming";
import { cardListClass } from "../../components/card-columns";
import { PicturesContext } from "../../components/Image";
import { island } from "../../components/island";
import { useNow } from "../../time/useNow";
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

/** The teaser's props, and the id of the block it is (its part finds the block in the page's data by it). */
type TeaserIslandProps = TeaserProps & { blockId: string };

/**
 * The teaser as an island (src/islands/parts.ts, "programme-teaser"): on a page built of islands it
 * starts as the page opens where its HTML is out of date (the first date of a card has started) or
 * a card has a heart or a mark to show; otherwise at the first touch, and at the moment its HTML
 * goes out of date. Its element carries its block's id, its limit and partner, that moment and the
 * version of its items and pictures (teaser-data.ts): the items and pictures themselves come from
 * the page's data as it starts (src/blocks/programme-teaser-part.tsx). On the front page they were
 * 13 KB of the HTML, 1.4 KB of its 14.1 KB by gzip.
 */
export const ProgrammeTeaserIsland = island<TeaserIslandProps>("programme-teaser", ProgrammeTeaser, {
  data: ({ blockId, items, limit, partner, pictures }) => {
    const { staleFrom, version } = teaserData({ items, limit, pictures });
    return { blockId, limit, partner, staleFrom, version };
  },
});
