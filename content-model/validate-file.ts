/**
 * One file's verdict, as the build, `npm run check-content` and the web editor all reach it: its
 * text first (honest-text.ts), then its kind's schema (schemas.ts), then the rules across its own
 * fields (file-rules.ts). Every problem names the field's path, says what was expected and what
 * was there, in the build's words (`message`) and in Norwegian (`nb`) for the editor.
 */
import type { z } from "zod";
import { article, imageLicence, page, production, redirects, site } from "./schemas";
import { check, type Problem } from "./schema-kit";
import { FORBIDDEN_KEY_TEXT, honestTextIssues } from "./honest-text";
import { htmlProblems, pageProblems, redirectProblems, scheduleProblems, siteProblems } from "./file-rules";

/** The schema of each kind of content: a production, an article, a page, the site, redirects.json, a photo's licence record. */
export const contentSchemas = { production, article, page, site, redirects, imageLicence } as const;

export type ContentKind = keyof typeof contentSchemas;
export type ContentOf<K extends ContentKind> = z.infer<(typeof contentSchemas)[K]>;

export interface ValidationError {
  /** The field: "events[0].start", "blocks[2].data.heading", "" for the whole file. */
  path: string;
  /** In the build's words: "expected a text, got nothing (the field is missing)". */
  message: string;
  expected: string;
  got: string;
  /** For the editor, in Norwegian: "Feltet må fylles ut." */
  nb: string;
}

export type Validation<K extends ContentKind> =
  { ok: true; data: ContentOf<K>; errors: [] } | { ok: false; errors: ValidationError[] };

/** What redirects.json's rules need to know of the site: its own origin, and the other hosts a redirect may lead to. */
export interface ValidationContext {
  /** "https://www.rissakulturhus.no": a redirect to this origin is one on the site. */
  ownOrigin?: string;
  /** Hosts a redirect may lead to (the build's: GATSBY_TICKET_SHOP_URL's, ..., REDIRECT_HOSTS); none when not given. */
  allowedHosts?: readonly string[];
}

const asError = (p: Problem): ValidationError => ({ ...p, message: `expected ${p.expected}, got ${p.got}` });

/** honest-text.ts's findings, told to the editor too. */
function textProblems(raw: unknown): Problem[] {
  return honestTextIssues(raw).map((issue) => ({
    ...issue,
    nb:
      issue.expected === FORBIDDEN_KEY_TEXT
        ? `Feltnavnet ${issue.got} er ikke tillatt.`
        : "Teksten har et usynlig kontroll- eller retningstegn; skriv den inn på nytt uten det.",
  }));
}

function rulesOf<K extends ContentKind>(kind: K, data: ContentOf<K>, context: ValidationContext): Problem[] {
  switch (kind) {
    case "site":
      return siteProblems(data as ContentOf<"site">);
    case "page":
      return pageProblems(data as ContentOf<"page">);
    case "article": {
      const article = data as ContentOf<"article">;
      return [...htmlProblems(article.content, "content"), ...scheduleProblems(article)];
    }
    case "production": {
      const production = data as ContentOf<"production">;
      return [
        ...production.contents.flatMap((c, i) => htmlProblems(c.body, `contents[${i}].body`)),
        ...scheduleProblems(production),
      ];
    }
    case "redirects":
      return redirectProblems(data as ContentOf<"redirects">, context.ownOrigin, context.allowedHosts ?? []);
    default:
      return [];
  }
}

/**
 * Checks one file's parsed JSON (or one API record) as a `kind` of content. Stops at the first
 * stage with problems, as the build does: text, then schema, then the file's own rules.
 */
export function validateFile<K extends ContentKind>(kind: K, raw: unknown, context: ValidationContext = {}): Validation<K> {
  const fail = (problems: Problem[]): Validation<K> => ({ ok: false, errors: problems.map(asError) });
  const text = textProblems(raw);
  if (text.length) return fail(text);
  const result = check(contentSchemas[kind], raw);
  if (!result.ok) return fail(result.problems);
  const data = result.data as ContentOf<K>;
  const rules = rulesOf(kind, data, context);
  return rules.length ? fail(rules) : { ok: true, data, errors: [] };
}

/** The build's lines for a file's problems: "content/pages/x.json: blocks[1].component: expected ..., got ...". */
export function formatErrors(file: string, errors: readonly ValidationError[]): string {
  return errors.map((e) => `${file}: ${e.path || "(the whole file)"}: ${e.message}`).join("\n");
}
