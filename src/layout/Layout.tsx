import React from "react";
import { NewsletterIsland } from "../features/newsletter";
import { NoticeBanner, useNotices } from "../features/notices";
import { Footer } from "../components/Footer";
import { headerContent } from "../components/Header";
import { island } from "../components/island";
import { useSiteDefinition } from "../components/useSiteDefinition";
import { SiteHeader } from "./SiteHeader";

// The frame's parts that change in the browser, each an island (src/islands/parts.ts has their keys).
const HeaderIsland = island("site-header", SiteHeader);
const NoticesIsland = island("notices", NoticeBanner);

/**
 * The shared page frame: header, main content, footer. The footer carries the newsletter
 * sign-up unless the page shows its own (`footerNewsletter={false}`), so no page has two.
 * (Lobby screens have no frame of this kind: see src/templates/page-screen.tsx.)
 */
export function Layout({ children, footerNewsletter = true }: { children: React.ReactNode; footerNewsletter?: boolean }) {
  const site = useSiteDefinition();
  const notices = useNotices();
  return (
    <>
      <a className="skip-link" href="#innhold">
        Hopp til hovedinnholdet
      </a>
      <HeaderIsland {...headerContent(site)} />
      <main id="innhold" tabIndex={-1}>
        {children}
      </main>
      <Footer
        newsletter={
          footerNewsletter ? (
            <NewsletterIsland
              id="footer-nyhetsbrev"
              heading="Nyhetsbrev"
              text="Få programmet og nyheter fra kulturhuset rett i innboksen."
            />
          ) : undefined
        }
      />
      {/* Last, held to the window's bottom edge (sticky): it shifts nothing as it comes, and at the end of
          the page it sits below the footer rather than over it. */}
      <NoticesIsland notices={notices} />
    </>
  );
}
