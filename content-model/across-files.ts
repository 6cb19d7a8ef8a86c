/**
 * The rules no single file can keep: two records of a kind with one id, two pages (or a page and
 * a redirect, or a page and a file of the site) at one address, an address that climbs out of the
 * site, one event id on two dates. `npm run check-content` and the web editor ask here with every
 * record they have; the build asks plan-pages.ts, which keeps the address rules, as it plans its pages.
 */
import { planPages, type AllContent } from "./plan-pages";

export type { AllContent };

/** Two records of one kind with one id: "content/x.json: id: expected an id no other production has, got "a" (also used by ...)". */
export function duplicateIds(records: { kind: string; id: string; sourceFile: string }[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { kind, id, sourceFile } of records) {
    const key = `${kind}:${id}`;
    const earlier = seen.get(key);
    if (earlier)
      problems.push(
        `${sourceFile}: id: expected an id no other ${kind} has, got ${JSON.stringify(id)} (also used by ${earlier})`,
      );
    else seen.set(key, sourceFile);
  }
  return problems;
}

/** Addresses taken twice, or owned by a page of the code or a file, or outside the site; event ids on two dates. */
export function addressProblems(content: AllContent): string[] {
  try {
    planPages(content);
    return [];
  } catch (error) {
    return (error as Error).message.split("\n");
  }
}

/** Every problem across the files, one line each, naming the file and field; [] when they agree. */
export function acrossFilesProblems(content: AllContent): string[] {
  return [
    ...duplicateIds([
      ...content.pages.map((p) => ({ kind: "page", id: p.id, sourceFile: p.sourceFile })),
      ...content.articles.map((a) => ({ kind: "article", id: a.id, sourceFile: a.sourceFile })),
      ...content.productions.map((p) => ({ kind: "production", id: p.id, sourceFile: p.sourceFile })),
    ]),
    ...addressProblems(content),
  ];
}
