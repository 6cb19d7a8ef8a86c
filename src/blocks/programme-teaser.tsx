import React from "react";
import { Link } from "gatsby";
import { ArrowRightIcon } from "../components/content-icons";
import { usePictures } from "../components/Image";
import { useFirstPartner } from "../features/cinema";
import { ProgrammeTeaserIsland, type ProgrammeItem } from "../features/programme";
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

/** A CultureProgram block with a limit: its section, and the next few productions as the teaser's island. */
export function ProgrammeTeaserSection({
  id,
  heading,
  first,
  items,
  limit,
}: {
  id: string;
  heading: string;
  first: boolean;
  items: ProgrammeItem[];
  limit: number;
}) {
  const partner = useFirstPartner();
  const pictures = usePictures(items.map((item) => item.image.url));
  return (
    <ProgrammeSection id={id} heading={heading} first={first} limited>
      <ProgrammeTeaserIsland blockId={id} items={items} limit={limit} partner={partner} pictures={pictures} />
    </ProgrammeSection>
  );
}
