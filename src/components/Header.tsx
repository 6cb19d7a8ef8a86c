import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { navigateInSite } from "../links/navigate-in-site";
import { externalUrl } from "../links/external-links";
import { SmartLink } from "./SmartLink";
import { CloseIcon, MenuIcon, SearchIcon } from "./icons";
import { menuFor, useSiteDefinition } from "./useSiteDefinition";
import "./Header.css";

const NAV_ID = "hovedmeny";

/** The site search: in the header bar on large screens, at the top of the menu on small ones. */
function SearchField({ id, className, onSearch }: { id: string; className: string; onSearch?: () => void }) {
  const [query, setQuery] = useState("");
  return (
    <form
      role="search"
      aria-label="Søk på nettstedet"
      action="/search"
      method="get"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.();
        navigateInSite(`/search?q=${encodeURIComponent(query.trim())}`);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Søk på nettstedet
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Søk"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="icon-button">
        <SearchIcon title="Søk" />
      </button>
    </form>
  );
}

/**
 * The site header: logo, main menu (a hamburger on small screens), search field, and `links`
 * before the menu button: the icon links the page frame adds (the saved list's, the member
 * part's "Min side"), so the header itself knows no feature.
 */
export function Header({ links }: { links?: React.ReactNode } = {}) {
  const site = useSiteDefinition();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = menuFor(site.theme.menu, "header");
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
          <img src={site.theme.logo.url} alt={site.theme.logo.alt} width={200} height={48} />
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
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="menu-toggle__label">{open ? "Lukk meny" : "Meny"}</span>
        </button>
      </div>
      <nav id={NAV_ID} aria-label="Hovedmeny" className={`main-nav${open ? " main-nav--open" : ""}`}>
        <div className="main-nav__inner">
          <SearchField id="menu-search-q" className="menu-search" onSearch={() => setOpen(false)} />
          <ul>
            {items.map((item) => (
              <li key={item.label}>
                <SmartLink
                  to={item.external ? externalUrl(item.external) : (item.path as string)}
                  activeClassName="is-active"
                  onClick={() => setOpen(false)}
                >
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
