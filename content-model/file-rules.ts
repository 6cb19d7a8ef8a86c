/**
 * Rules a schema cannot say by one field alone, but one file can: they look at several fields of
 * the same file (a block's place against the page's template, a redirect against the list's other
 * entries). validate-file.ts runs them after the schema. Rules across files are in plan-pages.ts.
 */
import type { ContentPage, Notice, Redirect, SiteDefinition } from "./content-types";
import type { BlockName } from "./block-names";
import { blockDataRules } from "./block-rules";
import { TEMPLATE_BLOCKS, templateKindFor } from "./template-kinds";
import { htmlUrlProblems, isSiteLink } from "./safe-values";
import { pathKey } from "./path-key";
import type { Problem } from "./schema-kit";
import type { Schedule } from "./schedule";
import { instant } from "./dates";

/** What a source of each model shows, as an editor says it. */
const MODEL_NB: Record<string, string> = { production: "forestillinger", event: "datoer", article: "artikler" };

/** Longest notice text: it is read from 5 m away on a lobby screen, two or three lines at most. */
export const NOTICE_MAX_LENGTH = 160;

/** What the notices' fields cannot say alone: `to` after `from`, a text a screen can show, ids used once. */
function noticeProblems(notices: readonly Notice[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  notices.forEach((n, i) => {
    const at = `notices[${i}]`;
    if (n.text.length > NOTICE_MAX_LENGTH)
      problems.push({
        path: `${at}.text`,
        expected: `a text of at most ${NOTICE_MAX_LENGTH} characters (a lobby screen shows it to be read from 5 m)`,
        got: `${n.text.length} characters`,
        nb: `Meldingen kan ha høyst ${NOTICE_MAX_LENGTH} tegn (den skal kunne leses på fem meters avstand); denne har ${n.text.length}.`,
      });
    if (instant(n.to) <= instant(n.from))
      problems.push({
        path: `${at}.to`,
        expected: `a moment after "from" (${n.from})`,
        got: JSON.stringify(n.to),
        nb: "«Vises til» må komme etter «Vises fra».",
      });
    problems.push(...repeatedId(seen, n.id, `${at}.id`, "notice", "En annen melding har samme id."));
  });
  return problems;
}

/** An id an earlier item of the same list has (`seen` holds theirs; this one is added). */
function repeatedId(seen: Set<string>, id: string, path: string, what: string, nb: string): Problem[] {
  const repeated = seen.has(id);
  seen.add(id);
  return repeated ? [{ path, expected: `an id no other ${what} has`, got: JSON.stringify(id), nb }] : [];
}

export function siteProblems(site: SiteDefinition): Problem[] {
  return [...menuProblems(site), ...noticeProblems(site.notices ?? [])];
}

function menuProblems(site: SiteDefinition): Problem[] {
  return site.theme.menu.flatMap((item, i) =>
    Boolean(item.path) === Boolean(item.external)
      ? [
          {
            path: `theme.menu[${i}]`,
            expected: 'either "path" or "external", not both and not neither',
            got: JSON.stringify({ path: item.path, external: item.external }),
            nb: "Fyll ut enten «Lenke til» eller «Ekstern lenke», ikke begge og ikke ingen.",
          },
        ]
      : [],
  );
}

/** Links and images in an HTML field: the sanitizer would drop a protocol-relative one silently; the editor is told instead. */
export function htmlProblems(html: unknown, at: string): Problem[] {
  return typeof html === "string"
    ? htmlUrlProblems(html).map((p) => ({
        path: at,
        ...p,
        nb: "En lenke eller et bilde i teksten peker ut av nettstedet på en måte som ikke er lov: bruk «/» og en adresse her, eller https://.",
      }))
    : [];
}

export function pageProblems(page: ContentPage): Problem[] {
  const problems: Problem[] = [];
  const sources = new Map(page.sources.map((s) => [s.name, s]));
  const blockIds = new Set<string>();
  page.blocks.forEach((block, i) => {
    const at = `blocks[${i}]`;
    problems.push(...repeatedId(blockIds, block.id, `${at}.id`, "block on this page", "En annen blokk på siden har samme id."));
    const row = page.template.rows[block.place.row - 1];
    if (!row)
      problems.push({
        path: `${at}.place.row`,
        expected: `a row from 1 to ${page.template.rows.length} of template.rows`,
        got: String(block.place.row),
        nb: `Siden har ${page.template.rows.length} rader i malen: velg en av dem.`,
      });
    else if (!row.columns[block.place.column - 1])
      problems.push({
        path: `${at}.place.column`,
        expected: `a column from 1 to ${row.columns.length} of template.rows[${block.place.row - 1}]`,
        got: String(block.place.column),
        nb: `Raden har ${row.columns.length} kolonner: velg en av dem.`,
      });
    block.dataIds.forEach((name, j) => {
      if (!sources.has(name))
        problems.push({
          path: `${at}.dataIds[${j}]`,
          expected: `the name of one of this page's sources (${[...sources.keys()].join(", ") || "the page has none"})`,
          got: JSON.stringify(name),
          nb: `Siden har ingen datakilde med det navnet (${[...sources.keys()].join(", ") || "siden har ingen"}).`,
        });
    });
    if (block.component === "RichText") problems.push(...htmlProblems(block.data.html, `${at}.data.html`));
    const rule = blockDataRules[block.component as BlockName];
    const wanted =
      ("needsSource" in rule ? rule.needsSource : undefined) ??
      (block.component === "Slideshow" && !block.data.slides ? "production" : undefined);
    if (wanted && !block.dataIds.some((name) => sources.get(name)?.model === wanted))
      problems.push({
        path: `${at}.dataIds`,
        expected: `the name of a source with model "${wanted}" (a ${block.component} block shows them)`,
        got: JSON.stringify(block.dataIds),
        nb: `Blokken viser ${MODEL_NB[wanted]}: velg en datakilde med den innholdstypen.`,
      });
  });
  if (
    !templateKindFor(
      page.layout,
      page.blocks.map((b) => b.component),
    )
  ) {
    const allowed =
      page.layout === "screen" ? TEMPLATE_BLOCKS.screen : [...new Set([...TEMPLATE_BLOCKS.programme, ...TEMPLATE_BLOCKS.search])];
    const together = page.layout === "screen" ? "" : " (Search cannot share a page with CultureProgram or Slideshow)";
    problems.push({
      path: "blocks",
      expected: `blocks a "${page.layout}" page can show: ${allowed.join(", ")}${together}`,
      got: JSON.stringify(page.blocks.map((b) => b.component)),
      nb: `${page.layout === "screen" ? "En skjerm i foajeen" : "En vanlig side"} kan vise disse blokkene: ${allowed.map((name) => blockDataRules[name as BlockName].title).join(", ")}${page.layout === "screen" ? "" : ` (${blockDataRules.Search.title} kan ikke stå på samme side som ${blockDataRules.CultureProgram.title} eller ${blockDataRules.Slideshow.title})`}.`,
    });
  }
  return problems;
}

/** Where a redirect leads on this site, as a path key; null for another site. */
function sitePathOf(toPath: string, ownOrigin: string | undefined): string | null {
  if (isSiteLink(toPath)) return pathKey(toPath);
  const url = new URL(toPath);
  return url.origin === ownOrigin ? pathKey(url.pathname) : null;
}

/**
 * redirects.json as a whole: no fromPath twice, no chain or loop, and a toPath on another site
 * only on a host the configuration allows. `ownOrigin` is the site's own ("https://www.rissakulturhus.no"):
 * a redirect to it is a redirect on the site. Whether a page or file owns a fromPath is plan-pages.ts's to say.
 */
export function redirectProblems(list: Redirect[], ownOrigin: string | undefined, allowedHosts: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  // Compared as the browser looks them up (src/links/redirects.ts, by pathKey): no spelling, query or fragment counts.
  const froms = new Set(list.map((r) => pathKey(r.fromPath)));
  const seen = new Set<string>();
  list.forEach((r, i) => {
    const from = pathKey(r.fromPath);
    const to = sitePathOf(r.toPath, ownOrigin);
    if (to === null && !allowedHosts.includes(new URL(r.toPath).host))
      problems.push({
        path: `[${i}].toPath`,
        expected: `a path on this site, or an https:// address on a host the site's configuration allows (${allowedHosts.join(", ") || "none yet"}; the venue adds more in REDIRECT_HOSTS)`,
        got: JSON.stringify(r.toPath),
        nb: `Videresending til et annet nettsted går bare til verter oppsettet tillater (${allowedHosts.join(", ") || "ingen ennå"}).`,
      });
    if (seen.has(from))
      problems.push({
        path: `[${i}].fromPath`,
        expected: "a fromPath no earlier entry has",
        got: JSON.stringify(r.fromPath),
        nb: "Denne adressen videresendes allerede lenger opp.",
      });
    if (to === from)
      problems.push({
        path: `[${i}].toPath`,
        expected: "a page other than fromPath's (query and fragment do not count)",
        got: JSON.stringify(r.toPath),
        nb: "Videresendingen peker til seg selv.",
      });
    else if (to !== null && froms.has(to))
      problems.push({
        path: `[${i}].toPath`,
        expected:
          "the final address, not another entry's fromPath (chains and loops are not allowed, whatever the query or fragment)",
        got: JSON.stringify(r.toPath),
        nb: "Pek til den endelige adressen: denne videresendes selv videre (kjeder og løkker er ikke lov).",
      });
    seen.add(from);
  });
  return problems;
}

/** A schedule that ends before it starts would never publish the item. */
export function scheduleProblems(item: Schedule): Problem[] {
  const { publishAt, unpublishAt } = item;
  if (publishAt === undefined || unpublishAt === undefined || instant(unpublishAt) > instant(publishAt)) return [];
  return [
    {
      path: "unpublishAt",
      expected: `a moment after publishAt (${JSON.stringify(publishAt)})`,
      got: JSON.stringify(unpublishAt),
      nb: "Avpubliseringen må komme etter publiseringen.",
    },
  ];
}
