import React from "react";
import { Seo } from "../../components/Seo";
import "./cinema.css";

/**
 * What the member pages share inside the page frame: their head (noindex), their heading, and a
 * note while the member features load. The pages put it in the Layout themselves: the frame
 * composes features (this one's header link among them), so no feature imports the frame here.
 */
export function MemberShell({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <Seo title={title} description={description} path={path} noindex keywords={["kino", "medlem", "billetter"]} />
      <section className="member">
        <h1>{title}</h1>
        {children}
      </section>
    </>
  );
}

export const loadingNote = <p role="status">Laster …</p>;
