import React from "react";
import { CinemaIsland, loadingNote, MemberHead, MemberShell } from "../../features/cinema";

export default function GlemtPassordPage() {
  return (
    <MemberShell title="Glemt passord">
      <CinemaIsland name="forgot-password" props={{}} fallback={loadingNote} />
    </MemberShell>
  );
}

export function Head() {
  return (
    <MemberHead
      title="Glemt passord"
      description="Få en e-post med lenke for å lage nytt passord til kinobrukeren din."
      path="/min-side/glemt-passord"
    />
  );
}
