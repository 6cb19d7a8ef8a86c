import React from "react";
import { Link } from "gatsby";
import { listingPagePath, pagerPages, type ProgrammeListing } from "./listing";

/** Links to every page of the listing, for visitors without JavaScript and for search engines. */
export function ProgrammePager({ listing }: { listing: ProgrammeListing }) {
  const { page, pages, basePath } = listing;
  return (
    <nav className="programme-pager" aria-label="Sider i programmet">
      <p>
        Side {page} av {pages}
      </p>
      <ul>
        {page > 1 && (
          <li>
            <Link to={listingPagePath(basePath, page - 1)} rel="prev">
              Forrige side
            </Link>
          </li>
        )}
        {pagerPages(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link to={listingPagePath(basePath, n)} aria-label={`Side ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={listingPagePath(basePath, page + 1)} rel="next">
              Neste side
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
