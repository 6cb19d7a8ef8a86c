import React from "react";
import { CinemaIsland } from "../../features/cinema/CinemaIsland";
import { loadingNote, MemberShell } from "../../features/cinema/MemberShell";

export default function NyBrukerPage() {
  return (
    <MemberShell title="Opprett bruker" description="Lag en kinobruker hos Rissa kulturhus og få billettene dine samlet." path="/min-side/ny-bruker">
      <CinemaIsland name="create-user" props={{}} fallback={loadingNote} />
    </MemberShell>
  );
}
