import React from "react";
import { externalUrl } from "../links/external-links";
import { SmartLink } from "./SmartLink";
import { ConsentSettingsButton } from "./ConsentSettingsButton";
import { FacebookIcon } from "./icons";
import { menuFor, useSiteDefinition } from "./useSiteDefinition";
import "./Footer.css";

/** The site footer: the footer menu, addresses, social links and, where given, the newsletter form. */
export function Footer({ newsletter }: { newsletter?: React.ReactNode }) {
  const site = useSiteDefinition();
  return (
    <footer className="site-footer">
      {newsletter && <div className="site-footer__newsletter">{newsletter}</div>}
      <div className="site-footer__sections">
        {site.theme.footerSections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h2>{section.title}</h2>
            <address>
              {section.lines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </section>
        ))}
        <section aria-label="Følg oss">
          <h2>Følg oss</h2>
          <ul className="plain-list">
            {site.theme.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer" className="social-link">
                  <FacebookIcon /> {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav aria-label="Bunnmeny" className="footer-nav">
        <ul>
          {menuFor(site.theme.menu, "footer").map((item) => (
            <li key={item.label}>
              <SmartLink to={item.external ? externalUrl(item.external) : (item.path as string)}>{item.label}</SmartLink>
            </li>
          ))}
          {/* process.env read here, so the minifier drops this without Tag Manager (see gatsby-browser). */}
          {process.env.GATSBY_GTM_ID && (
            <li>
              <ConsentSettingsButton />
            </li>
          )}
        </ul>
      </nav>
      <p className="site-footer__name">© {site.name}</p>
    </footer>
  );
}
