import React from "react";
import { CinemaIsland, loadingNote, MemberShell } from "../../features/cinema";
import { Layout } from "../../layout/Layout";

export default function NyBrukerPage() {
  return (
    <Layout>
      <MemberShell
        title="Opprett bruker"
        description="Lag en kinobruker hos Rissa kulturhus og få billettene dine samlet."
        path="/min-side/ny-bruker"
      >
        <CinemaIsland name="create-user" props={{}} fallback={loadingNote} />
      </MemberShell>
    </Layout>
  );
}
