import React, { useEffect, useState } from "react";
import * as gatsby from "gatsby";
import { pageDataUrl, staticQueryUrl } from "../../links/page-data";

type Results = Record<string, { data: unknown }>;

// Gatsby's browser entry exports the context useStaticQuery reads; its type declarations do not name it.
const { StaticQueryContext } = gatsby as unknown as { StaticQueryContext: React.Context<Results> };

/**
 * The site's components read the site definition (menus, footer) with useStaticQuery, whose results
 * Gatsby's own loader provides on the site's pages. The preview provides them the same way: the
 * results the served build wrote (/page-data/sq/d/<hash>.json), found through the front page's data.
 */
let loading: Promise<Results> | null = null;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function loadSiteQueries(): Promise<Results> {
  loading ??= json<{ staticQueryHashes?: string[] }>(pageDataUrl("/")).then(async ({ staticQueryHashes = [] }) =>
    Object.fromEntries(
      await Promise.all(staticQueryHashes.map(async (hash) => [hash, await json<{ data: unknown }>(staticQueryUrl(hash))])),
    ),
  );
  return loading;
}

export function SiteQueries({ children }: { children: React.ReactNode }) {
  const [results, setResults] = useState<Results | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadSiteQueries().then(setResults, () => setFailed(true));
  }, []);
  if (failed) return <p role="status">Forhåndsvisningen trenger nettstedets data, som ikke kunne hentes. Last siden på nytt.</p>;
  if (!results) return <p role="status">Henter forhåndsvisningen …</p>;
  return <StaticQueryContext.Provider value={results}>{children}</StaticQueryContext.Provider>;
}
