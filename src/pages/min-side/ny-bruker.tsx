import React from "react";
import { CinemaIsland, loadingNote, MemberHead, MemberShell } from "../../features/cinema";

export default function NyBrukerPage() {
  return (
    <MemberShell title="Opprett bruker">
      <CinemaIsland name="create-user" props={{}} fallback={loadingNote} />
    </MemberShell>
  );
}

export function Head() {
  return (
    <MemberHead
      title="Opprett bruker"
      description="Lag en kinobruker hos Rissa kulturhus og få billettene dine samlet."
      path="/min-side/ny-bruker"
    />
  );
}
