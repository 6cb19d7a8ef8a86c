import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { navigateInSite } from "../links/navigate-in-site";
import { externalUrl } from "../links/external-links";
import type { MenuItem, Queried } from "../../content-model";
import { SmartLink } from "./SmartLink";
import { CloseIcon, MenuIcon, SearchIcon } from "./icons";
import { menuFor } from "./useSiteDefinition";
import "./Header.css";

const NAV_ID = "hovedmeny";

/**
 * The site search: in the header bar on large screens, at the top of the menu on small ones. The
 * field keeps its own value (no state): what a visitor typed before the header's code was there
 * is what the search goes to, and without script the form goes to /search by itself.
 */
function SearchField({ id, className, onSearch }: { id: string; className: string; onSearch?: () => void }) {
  return (
    <form
      role="search"
      aria-label="Søk på nettstedet"
      action="/search"
      method="get"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const query = new FormData(event.currentTarget).get("q");
        onSearch?.();
        navigateInSite(`/search?q=${encodeURIComponent(typeof query === "string" ? query.trim() : "")}`);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Søk på nettstedet
      </label>
      <input id={id} name="q" type="search" placeholder="Søk" autoComplete="off" />
      <button type="submit" className="icon-button">
        <SearchIcon title="Søk" />
      </button>
    </form>
  );
}

/** A header menu entry, its address resolved (a page of the site, or an outside service's). */
export interface HeaderMenuEntry {
  label: string;
  to: string;
}

/** What the header shows of the site definition: plain data, so that it can travel in a page's HTML (an island's props). */
export interface HeaderContent {
  /** `srcSet`, `sizes`: the build's PNG files of an SVG logo (gatsby/images/drawn-icons.ts), `url` then the first. */
  logo: { url: string; alt: string; srcSet?: string; sizes?: string };
  menu: HeaderMenuEntry[];
}

/** The build's PNG files of the logo, if it made them (`drawnLogo`: `{ src, srcSet, sizes }` or null). */
const drawnLogoOf = (drawn: unknown): { src: string; srcSet: string; sizes: string } | null => {
  const d = drawn as { src?: unknown; srcSet?: unknown; sizes?: unknown } | null | undefined;
  return d && typeof d.src === "string" && typeof d.srcSet === "string" && typeof d.sizes === "string"
    ? { src: d.src, srcSet: d.srcSet, sizes: d.sizes }
    : null;
};

/** The header's content, from the site definition (useSiteDefinition). */
export function headerContent(site: {
  theme: { logo: { url: string; alt: string }; drawnLogo?: unknown; menu: readonly Queried<MenuItem>[] };
}): HeaderContent {
  const drawn = drawnLogoOf(site.theme.drawnLogo);
  return {
    logo: drawn
      ? { url: drawn.src, srcSet: drawn.srcSet, sizes: drawn.sizes, alt: site.theme.logo.alt }
      : { url: site.theme.logo.url, alt: site.theme.logo.alt },
    menu: menuFor(site.theme.menu, "header").map((item) => ({
      label: item.label,
      to: item.external ? externalUrl(item.external) : (item.path as string),
    })),
  };
}

/**
 * The site header: logo, main menu (a hamburger on small screens), search field, and `links`
 * before the menu button: the icon links the page frame adds (the saved list's, the member
 * part's "Min side"), so the header itself knows no feature.
 */
export function Header({ logo, menu, links }: HeaderContent & { links?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo">
          <img src={logo.url} srcSet={logo.srcSet} sizes={logo.sizes} alt={logo.alt} width={200} height={48} />
        </Link>
        <SearchField id="header-search-q" className="header-search" />
        {/* Small screens: the search is in the menu; this opens the menu at it. */}
        <button
          type="button"
          className="icon-button site-header__search-link"
          aria-label="Åpne søk"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => {
            setOpen(true);
            window.requestAnimationFrame(() => document.getElementById("menu-search-q")?.focus());
          }}
        >
          <SearchIcon />
        </button>
        {links}
        <button
          ref={toggle}
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={open}
          aria-controls={NAV_ID}
          aria-label={open ? "Lukk meny" : "Meny"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          {/* Its name is the button's aria-label: on a narrow phone the word is not shown (Header.css),
              and open it is the one word, so the logo does not shrink as the menu opens. */}
          <span className="menu-toggle__label" aria-hidden="true">
            {open ? "Lukk" : "Meny"}
          </span>
        </button>
      </div>
      <nav id={NAV_ID} aria-label="Hovedmeny" className={`main-nav${open ? " main-nav--open" : ""}`}>
        <div className="main-nav__inner">
          <SearchField id="menu-search-q" className="menu-search" onSearch={() => setOpen(false)} />
          <ul>
            {menu.map((item) => (
              <li key={item.label}>
                <SmartLink to={item.to} activeClassName="is-active" onClick={() => setOpen(false)}>
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
