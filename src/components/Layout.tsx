import React from "react";
import { NewsletterSignup } from "../features/newsletter/NewsletterSignup";
import { ScreenFrame } from "../features/screens/ScreenFrame";
import { Footer } from "./Footer";
import { Header } from "./Header";

/**
 * The shared page frame. "screen" is for the lobby displays: no header, footer or links,
 * just the content filling the screen. The footer carries the newsletter sign-up unless the
 * page shows its own (`footerNewsletter={false}`), so no page has two.
 */
export function Layout({ children, variant = "default", footerNewsletter = true }: { children: React.ReactNode; variant?: "default" | "screen"; footerNewsletter?: boolean }) {
  if (variant === "screen") {
    return <ScreenFrame>{children}</ScreenFrame>;
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
      <Footer
        newsletter={
          footerNewsletter ? <NewsletterSignup id="footer-nyhetsbrev" heading="Nyhetsbrev" text="Få programmet og nyheter fra kulturhuset rett i innboksen." /> : undefined
        }
      />
    </>
  );
}
