/**
 * The rules across files (across-files.ts, plan-pages.ts) in an editor's words: which other page,
 * production, article or redirect has the address or id, by its title, never by its file; what the
 * site's code or the build owns, as that. The build's own lines stay as they are (they name files
 * for whoever reads the build's log); this reads them back, so the two can never say different
 * things. A line it does not know is said in general words, never passed on in English.
 */

/** How the editor names a file it knows ("siden «Kontakt oss»"); `self` is the file being saved. */
export type NameFile = (file: string) => string;

/** Who owns an address, as plan-pages.ts and gatsby/pages/path-owners.ts name them. */
function ownerNb(owner: string, name: NameFile): string {
  const listing = /^(\S+) \(its programme's further pages, (\S+) \.\.\.\)$/.exec(owner);
  if (listing) return `programmets neste sider på ${name(listing[1])} (${listing[2]} …)`;
  const earlier = /^(\S+(?: \[\d+\])?) \((\/\S*)\)$/.exec(owner);
  if (earlier) return name(earlier[1]);
  if (/^the page /.test(owner)) return "en side i nettstedets egen kode";
  return "en fil nettstedet lager selv";
}

/** A place a line names ("content/pages/a.json", "… (programme page 2)", "redirects.json [3]", "… events[1]"). */
function placeNb(from: string, name: NameFile): string {
  const listing = /^(\S+) \(programme page (\d+)\)$/.exec(from);
  if (listing) return `side ${listing[2]} av programmet på ${name(listing[1])}`;
  const event = /^(\S+) events\[(\d+)\]$/.exec(from);
  if (event) return `dato ${Number(event[2]) + 1} i ${name(event[1])}`;
  return name(from);
}

const RULES: { pattern: RegExp; nb: (m: RegExpExecArray, name: NameFile, self: string) => string }[] = [
  {
    pattern: /^Duplicate path (\S+): (.+) and (.+) both want it; /,
    nb: (m, name, self) => {
      const other = m[2].startsWith(self) ? m[3] : m[2];
      return `Adressen ${m[1]} er allerede brukt av ${placeNb(other, name)}. Gi denne en annen adresse.`;
    },
  },
  {
    pattern:
      /^\S+: \S+: expected (?:a path|an address) no (?:other )?page or file of the site owns, got "(.*)" \((.+) owns it\)$/,
    nb: (m, name) => `Adressen ${m[1]} er allerede brukt av ${ownerNb(m[2], name)}. Velg en annen adresse.`,
  },
  {
    pattern: /^\S+(?: \(programme page \d+\)| \[\d+\])?: path: expected a site path[^]*, got "(.*)"$/,
    nb: (m) =>
      `Adressen «${m[1]}» er ikke en adresse på nettstedet. Skriv den som «/kulturprogram»: små bokstaver a–z, tall og bindestrek.`,
  },
  {
    pattern: /^\S+: events\[(\d+)\]\.id: expected an event id [^]*, got "(.*)" \(also used by (.+)\)$/,
    nb: (m, name) =>
      `Dato ${Number(m[1]) + 1} har samme faste kjennetegn som ${placeNb(m[3], name)}. Slett datoen her og legg den til på nytt.`,
  },
  {
    pattern: /^\S+: id: expected an id no other (page|article|production) has, got "(.*)" \(also used by (\S+)\)$/,
    nb: (m, name) =>
      `Dette har samme faste kjennetegn (id) som ${name(m[3])}. Lag den nye på nytt, eller be den som drifter nettstedet om hjelp.`,
  },
  {
    pattern: /^\S+: blocks: no page template has all of /,
    nb: () => "Disse blokkene kan ikke stå sammen på én side.",
  },
];

/** One line of the rules across files, in Norwegian. */
export function acrossFilesLineNb(line: string, name: NameFile, self: string): string {
  for (const rule of RULES) {
    const m = rule.pattern.exec(line);
    if (m) return rule.nb(m, name, self);
  }
  return "Dette kolliderer med en annen side, forestilling, artikkel eller omdirigering. Be den som drifter nettstedet om hjelp.";
}

/** What the kind of a file is called, from its folder: "siden", "forestillingen", "artikkelen". */
export function fileNamer(titles: ReadonlyMap<string, string>, self: string, selfKind: string): NameFile {
  const kindOf: Record<string, string> = {
    "content/pages/": "siden",
    "content/productions/": "forestillingen",
    "content/articles/": "artikkelen",
  };
  const selfWord: Record<string, string> = {
    page: "denne siden",
    production: "denne forestillingen",
    article: "denne artikkelen",
  };
  return (file) => {
    if (file === self) return selfWord[selfKind] ?? "denne";
    const redirect = /^\S+ \[(\d+)\]$/.exec(file);
    if (redirect) return `omdirigering ${Number(redirect[1]) + 1} under «Omdirigeringer»`;
    const word = Object.entries(kindOf).find(([folder]) => file.startsWith(folder))?.[1] ?? "en annen fil";
    const title = titles.get(file);
    return title ? `${word} «${title}»` : word;
  };
}
