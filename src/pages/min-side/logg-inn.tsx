import React from "react";
import type { PageProps } from "gatsby";
import { CinemaIsland, loadingNote, MemberShell } from "../../features/cinema";
import { Layout } from "../../layout/Layout";

export default function LoggInnPage({ location }: PageProps) {
  const next = new URLSearchParams(location.search).get("neste") ?? undefined;
  return (
    <Layout>
      <MemberShell title="Logg inn" description="Logg inn for å se kinobillettene og ønskelisten din." path="/min-side/logg-inn">
        <CinemaIsland name="login" props={{ next }} fallback={loadingNote} />
      </MemberShell>
    </Layout>
  );
}
