import React from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";

/**
 * The shared page frame. "screen" is for the lobby displays: no header, footer or links,
 * just the content filling the screen.
 */
export function Layout({ children, variant = "default", newsletter }: { children: React.ReactNode; variant?: "default" | "screen"; newsletter?: React.ReactNode }) {
  if (variant === "screen") {
    return <main className="screen-main">{children}</main>;
  }
  return (
    <>
      <a className="skip-link" href="#innhold">
        Hopp til hovedinnholdet
      </a>
      <Header />
      <main id="innhold" tabIndex={-1}>
        {children}
      </main>
      <Footer newsletter={newsletter} />
    </>
  );
}
