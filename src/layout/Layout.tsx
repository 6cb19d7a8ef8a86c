import React from "react";
import { MemberLink } from "../features/cinema";
import { NewsletterSignup } from "../features/newsletter";
import { NoticeBanner } from "../features/notices";
import { SavedLink } from "../features/saved";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";

/**
 * The shared page frame: header, main content, footer. The footer carries the newsletter
 * sign-up unless the page shows its own (`footerNewsletter={false}`), so no page has two.
 * (Lobby screens have no frame of this kind: see src/templates/page-screen.tsx.)
 */
export function Layout({ children, footerNewsletter = true }: { children: React.ReactNode; footerNewsletter?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#innhold">
        Hopp til hovedinnholdet
      </a>
      <Header
        links={
          <>
            <SavedLink />
            <MemberLink />
          </>
        }
      />
      <main id="innhold" tabIndex={-1}>
        {children}
      </main>
      <Footer
        newsletter={
          footerNewsletter ? (
            <NewsletterSignup
              id="footer-nyhetsbrev"
              heading="Nyhetsbrev"
              text="Få programmet og nyheter fra kulturhuset rett i innboksen."
            />
          ) : undefined
        }
      />
      {/* Last, held to the window's bottom edge (sticky): it shifts nothing as it comes, and at the end of
          the page it sits below the footer rather than over it. */}
      <NoticeBanner />
    </>
  );
}
