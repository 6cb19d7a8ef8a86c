import * as React from "react";

export default function Index() {
  return (
    <main>
      <h1>Bare Gatsby</h1>
      <p>A minimal page to compare the real site&apos;s first-load JavaScript with.</p>
    </main>
  );
}

export const Head = () => (
  <>
    <html lang="nb" />
    <title>Bare Gatsby</title>
  </>
);
