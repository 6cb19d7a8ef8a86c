import React from "react";
import { Layout } from "../../layout/Layout";
import { Seo } from "../../components/Seo";

/** A member page's head: its title and description, kept out of search engines. */
export function MemberHead({ title, description, path }: { title: string; description: string; path: string }) {
  return <Seo title={title} description={description} path={path} noindex keywords={["kino", "medlem", "billetter"]} />;
}

/** The frame of the member pages: layout, title and a note while the member features load. */
export function MemberShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Layout>
      <section className="member">
        <h1>{title}</h1>
        {children}
      </section>
    </Layout>
  );
}

export const loadingNote = <p role="status">Laster …</p>;
