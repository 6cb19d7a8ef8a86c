import React from "react";
import { Layout } from "../layout/Layout";
import { Seo } from "../components/Seo";
import { SavedList } from "../features/saved";
import { loadProgramme } from "../features/programme";

/** The saved list: its code is this page's own chunk, so no other page carries it. */
export default function SavedPage() {
  return (
    <Layout>
      <Seo
        title="Husket"
        description="Arrangementene du har husket hos Rissa kulturhus, i kalenderen din eller delt med andre. Lagret bare i nettleseren din."
        path="/husket"
        noindex
      />
      <section className="saved-page">
        <h1>Husket</h1>
        <p className="lead">
          Det du har trykket «Husk» på. Listen er lagret bare i denne nettleseren: du trenger ingen konto, og ingenting sendes noe
          sted.
        </p>
        <SavedList loadProgramme={loadProgramme} />
      </section>
    </Layout>
  );
}
