import React from "react";
import { CinemaIsland, loadingNote, MemberShell } from "../../features/cinema";

export default function MinSidePage() {
  return (
    <MemberShell title="Min side" description="Dine kinobilletter og ønskelisten din hos Rissa kulturhus." path="/min-side">
      <CinemaIsland name="member" props={{}} fallback={loadingNote} />
    </MemberShell>
  );
}
