import React from "react";
import { Link } from "gatsby";
import { ProgrammeCard, upcoming, type ProgrammeItem } from "../features/programme";
import { cardListClass } from "../components/card-columns";
import { ArrowRightIcon } from "../components/content-icons";
import { useNow } from "../time/useNow";
import "../components/cards.css";
import "./programme-teaser.css";

/** A CultureProgram block's frame: its section and heading, and with a limit a link to the whole programme. */
export function ProgrammeSection({
  id,
  heading,
  first,
  limited,
  children,
}: {
  id: string;
  heading: string;
  first: boolean;
  limited: boolean;
  children: React.ReactNode;
}) {
  const Heading = first ? "h1" : "h2";
  const headingId = `${id}-heading`;
  return (
    <section className="block culture-program" aria-labelledby={headingId}>
      <div className="section-heading">
        <Heading id={headingId}>{heading}</Heading>
        {limited && (
          <Link to="/kulturprogram" className="more-link">
            Se hele programmet <ArrowRightIcon size={18} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** The next `limit` coming productions as cards, without filters. */
export function ProgrammeTeaser({ items, limit }: { items: ProgrammeItem[]; limit: number }) {
  const now = useNow();
  const coming = now === null ? items : upcoming(items, now);
  const shown = coming.slice(0, limit);
  if (shown.length === 0) return <p>Det er ingen kommende arrangementer akkurat nå. Kom gjerne tilbake senere.</p>;
  return (
    <ul className={cardListClass(shown.length, "programme-list")}>
      {shown.map((item) => (
        <li key={item.id}>
          <ProgrammeCard item={item} />
        </li>
      ))}
    </ul>
  );
}
