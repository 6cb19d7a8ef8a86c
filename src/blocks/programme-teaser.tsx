import React from "react";
import { Link } from "gatsby";
import { ArrowRightIcon } from "../components/content-icons";
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
