/**
 * The rules no single file can keep: two records of a kind with one id, two pages (or a page and
 * a redirect, or a page and a file of the site) at one address, an address that climbs out of the
 * site, one event id on two dates. `npm run check-content` and the web editor ask here with every
 * record they have; the build asks plan-pages.ts, which keeps the address rules, as it plans its pages.
 */
import { planPages, type AllContent } from "./plan-pages";
import type { Redirect } from "./content-types";
import type { Owners } from "./path-owners";
import { ContentError, parseContentFile, parseContentRecord, parseJson, type ParsedContent } from "./parse-content";
import { validateFile, type ValidationContext } from "./validate-file";

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

/** A checked file and where it lies: what the rules across files read of each. */
export interface SourcedContent {
  file: string;
  content: ParsedContent;
}

/** The records that take an id or an address, from the checked files (site.json takes neither). */
export function recordsOf(parsed: SourcedContent[]): Pick<AllContent, "pages" | "articles" | "productions"> {
  const pages: AllContent["pages"][number][] = [];
  const articles: AllContent["articles"][number][] = [];
  const productions: AllContent["productions"][number][] = [];
  for (const { file: sourceFile, content } of parsed) {
    if (content.kind === "page") pages.push({ ...content.data, sourceFile });
    else if (content.kind === "article") articles.push({ ...content.data, sourceFile });
    else if (content.kind === "production") productions.push({ ...content.data, sourceFile });
  }
  return { pages, articles, productions };
}

/** A file the web editor is about to save: where it goes, which kind, and the data as it will be written. */
export interface FileToSave {
  file: string;
  kind: ParsedContent["kind"] | "redirects";
  data: unknown;
}

/**
 * What the rules across files say of one file about to be saved, among the other files as they are
 * now (`others`: "content/…" and "redirects.json" with their text): the lines of
 * acrossFilesProblems that name it, word for word as the build and `npm run check-content` print
 * them. Another file that does not pass its own check is left to that check, and to its own save.
 */
export function problemsOfSave(
  save: FileToSave,
  others: { file: string; text: string }[],
  { owners, redirectsFile = "redirects.json", ...context }: ValidationContext & { owners?: Owners; redirectsFile?: string },
): string[] {
  const parsed: SourcedContent[] = [];
  let redirects: Redirect[] = [];
  const readRedirects = (raw: unknown) => {
    const result = validateFile("redirects", raw, context);
    return result.ok ? result.data : [];
  };
  for (const { file, text } of others) {
    if (file === save.file) continue;
    try {
      if (file === redirectsFile) redirects = readRedirects(parseJson(file, text));
      else {
        const content = parseContentFile(file, file.replace(/^content\//, ""), text);
        if (content) parsed.push({ file, content });
      }
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
    }
  }
  if (save.kind === "redirects") redirects = readRedirects(save.data);
  else if (save.kind !== "site") {
    try {
      parsed.push({ file: save.file, content: parseContentRecord(save.file, save.kind, save.data) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return error.message.split("\n");
    }
  }
  const names = (line: string) => line.includes(save.file);
  return acrossFilesProblems({ ...recordsOf(parsed), redirects, redirectsFile, owners }).filter(names);
}
