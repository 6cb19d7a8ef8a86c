import React from "react";
import { graphql, type PageProps } from "gatsby";
import { CinemaIsland, loadingNote, MemberShell, type FilmShowing } from "../../features/cinema";
import { Layout } from "../../layout/Layout";
import { SavedList } from "../../features/saved";
import { loadProgramme } from "../../features/programme";

/** Saved events beside the watch list: kept in the browser, not by the cinema, so they are the site's, not the member module's. */
const savedBeside = (
  <section aria-labelledby="husket-arrangementer">
    <h2 id="husket-arrangementer">Husket</h2>
    <SavedList compact loadProgramme={loadProgramme} />
  </section>
);

export default function MinSidePage({ data }: PageProps<Queries.MemberPageFilmsQuery>) {
  // The programme's films with coming dates, so the watch list can link to them (matched by EDI number).
  const showings: FilmShowing[] = data.allProduction.nodes
    .filter((p) => p.fields.ediNumber && p.events.length > 0)
    .map((p) => ({ ediNumber: p.fields.ediNumber as string, title: p.title, path: `/${p.pageReference}`, dates: p.events }));
  return (
    <Layout>
      <MemberShell title="Min side" description="Dine kinobilletter og ønskelisten din hos Rissa kulturhus." path="/min-side">
        <CinemaIsland name="member" props={{ showings, beside: savedBeside }} fallback={loadingNote} />
      </MemberShell>
    </Layout>
  );
}

export const query = graphql`
  query MemberPageFilms {
    allProduction(filter: { objectClass: { eq: movie } }) {
      nodes {
        title
        pageReference
        fields: productionFields {
          ediNumber
        }
        events: upcomingEvents {
          start
          hall
          status
        }
      }
    }
  }
`;
