import React from "react";
import { CinemaIsland, loadingNote, MemberShell } from "../../features/cinema";
import { Layout } from "../../layout/Layout";

export default function GlemtPassordPage() {
  return (
    <Layout>
      <MemberShell
        title="Glemt passord"
        description="Få en e-post med lenke for å lage nytt passord til kinobrukeren din."
        path="/min-side/glemt-passord"
      >
        <CinemaIsland name="forgot-password" props={{}} fallback={loadingNote} />
      </MemberShell>
    </Layout>
  );
}
