import { pathKey } from "./path-key";

/**
 * Who owns each address of the site, for the cross-file checks (plan-pages.ts): the build reads the
 * owners from what makes them (gatsby/pages/path-owners.ts: src/pages, static/, the build's own
 * files) and hands them in; the editor can hand in the same list.
 */
export interface PathOwner {
  /** pathKey of the path, or of the folder for a folder owner. */
  key: string;
  /** A folder owns itself and everything under it. */
  folder?: boolean;
  /** Who owns it, as a message names it: "the page src/pages/min-side/logg-inn.tsx". */
  owner: string;
}

/** A pattern owner: names Gatsby and its plugins give their files (content-hashed scripts, numbered sitemaps). */
export interface PathPattern {
  pattern: RegExp;
  owner: string;
}

export type Owners = { owners: PathOwner[]; patterns: PathPattern[] };

/** Who owns `sitePath` (any spelling), or null when nothing does. */
export function ownerOf(sitePath: string, { owners, patterns }: Owners): string | null {
  const key = pathKey(sitePath);
  for (const o of owners) if (key === o.key || (o.folder && key.startsWith(o.key === "/" ? "/" : `${o.key}/`))) return o.owner;
  for (const p of patterns) if (p.pattern.test(key)) return p.owner;
  return null;
}

/** Owners as JSON, for the web editor's build to carry (a RegExp as its source and flags). */
export interface OwnersJson {
  owners: PathOwner[];
  patterns: { source: string; flags: string; owner: string }[];
}

export const ownersToJson = ({ owners, patterns }: Owners): OwnersJson => ({
  owners,
  patterns: patterns.map(({ pattern, owner }) => ({ source: pattern.source, flags: pattern.flags, owner })),
});

export const ownersFromJson = ({ owners, patterns }: OwnersJson): Owners => ({
  owners,
  patterns: patterns.map(({ source, flags, owner }) => ({ pattern: new RegExp(source, flags), owner })),
});
