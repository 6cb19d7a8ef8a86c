import React from "react";
import { CinemaIsland, loadingNote, MemberHead, MemberShell } from "../../features/cinema";

export default function MinSidePage() {
  return (
    <MemberShell title="Min side">
      <CinemaIsland name="member" props={{}} fallback={loadingNote} />
    </MemberShell>
  );
}

export function Head() {
  return (
    <MemberHead title="Min side" description="Dine kinobilletter og ønskelisten din hos Rissa kulturhus." path="/min-side" />
  );
}
