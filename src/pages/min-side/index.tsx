import React from "react";
import { CinemaIsland } from "../../features/cinema/CinemaIsland";
import { loadingNote, MemberShell } from "../../features/cinema/MemberShell";

export default function MinSidePage() {
  return (
    <MemberShell title="Min side" description="Dine kinobilletter og ønskelisten din hos Rissa kulturhus." path="/min-side">
      <CinemaIsland name="member" props={{}} fallback={loadingNote} />
    </MemberShell>
  );
}
