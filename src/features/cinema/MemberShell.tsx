import React from "react";
import { Layout } from "../../layout/Layout";
import { Seo } from "../../components/Seo";
import "./cinema.css";

/** The frame of the member pages: layout, title and a note while the member features load. */
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
    <Layout>
      <Seo title={title} description={description} path={path} noindex keywords={["kino", "medlem", "billetter"]} />
      <section className="member">
        <h1>{title}</h1>
        {children}
      </section>
    </Layout>
  );
}

export const loadingNote = <p role="status">Laster …</p>;
