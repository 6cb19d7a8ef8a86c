/**
 * The building blocks of the content schemas (schemas.ts): zod 4 types whose every refusal says,
 * in the build's words, where content is wrong and what was expected ("expected a text, got
 * nothing (the field is missing)"), and in Norwegian for the web editor ("Feltet må fylles ut.").
 * A zod issue carries one text, its message: ours is JSON of what to say (`pack`), which
 * `problemsOf` reads back with the issue's path.
 */
import { z } from "zod";
import { describeFinding, firstRefused, HONEST_TEXT_TEXT, ONE_LINE_TEXT } from "./honest-text";

/** One thing wrong in a file: the field's path ("events[0].start"), what was expected and what was there, and the same for the editor, in Norwegian. */
export interface Problem {
  path: string;
  expected: string;
  got: string;
  /** For the editor, in Norwegian. */
  nb: string;
}

type Said = Omit<Problem, "path">;

/** An issue's message as our types write it: what to say, or the fields an object does not know. */
type Packed = { said: Said } | { unknownKeys: { known: string; keys: [string, string][] } };

export const pack = ({ expected, got, nb }: Said) => JSON.stringify({ said: { expected, got, nb } } satisfies Packed);

/** A message of ours read back; null for one zod wrote itself. */
function unpack(message: string): Packed | null {
  try {
    const value = JSON.parse(message) as unknown;
    if (value && typeof value === "object" && ("said" in value || "unknownKeys" in value)) return value as Packed;
  } catch {
    // Not JSON: zod's own words.
  }
  return null;
}

/** How a value shows in a message: short, and never the whole of a long text. */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

export const MISSING_NB = "Feltet må fylles ut.";

/** The message for a value of the wrong kind: a missing field is told as missing. */
export const wrongKind =
  (expected: string, nb: string) =>
  (issue: { input?: unknown }): string =>
    pack({ expected, got: describe(issue.input), nb: issue.input === undefined ? MISSING_NB : nb });

/** A refusal found by a check of our own (a pattern, a range, a real date). */
function refuse(ctx: z.core.$RefinementCtx, said: Said) {
  ctx.addIssue({ code: "custom", message: pack(said) });
}

export interface TextOptions {
  /** The characters and form the text must have; the JSON Schema carries it too. */
  pattern?: RegExp;
  /** A test a pattern cannot say (a URL's port, a date the calendar has). */
  valid?: (value: string) => boolean;
  /** What `pattern` or `valid` wants, in the build's words. */
  patternText?: string;
  /** The same, in Norwegian, for the editor; a function when the value says more (which day a month lacks). */
  nb?: string | ((value: string) => string);
  allowEmpty?: boolean;
  /** Running text (a description, body text) may hold tabs and line breaks; any other text is one line. */
  running?: boolean;
}

/**
 * A text. Every text is honest (honest-text.ts); a pattern says by itself which characters it
 * takes. One refusal per field, in this order: not a text, dishonest characters, empty, pattern.
 */
export function text(opts: TextOptions = {}) {
  const nb = (value: string) => (typeof opts.nb === "function" ? opts.nb(value) : (opts.nb ?? "Verdien er ikke gyldig her."));
  const schema = z.string({ error: wrongKind("a text", "Skriv en tekst her.") }).superRefine((value, ctx) => {
    const refused = opts.pattern || opts.valid ? null : firstRefused(value, { running: Boolean(opts.running) });
    if (refused) {
      const lineBreakOrTab = [0x09, 0x0a, 0x0d].includes(refused.codePoint);
      return refuse(ctx, {
        expected: lineBreakOrTab ? ONE_LINE_TEXT : HONEST_TEXT_TEXT,
        got: describeFinding(refused, value),
        nb: lineBreakOrTab
          ? `Feltet skal være én linje: fjern linjeskiftet eller tabulatoren ved tegn ${refused.position}.`
          : `Teksten har et usynlig kontroll- eller retningstegn ved tegn ${refused.position}; skriv den inn på nytt uten det.`,
      });
    }
    if (!opts.allowEmpty && value.trim() === "")
      return refuse(ctx, { expected: "a non-empty text", got: describe(value), nb: "Feltet kan ikke være tomt." });
    if (opts.pattern && !opts.pattern.test(value))
      return refuse(ctx, { expected: opts.patternText ?? `text matching ${opts.pattern}`, got: describe(value), nb: nb(value) });
    if (opts.valid && !opts.valid(value))
      return refuse(ctx, { expected: opts.patternText ?? "a valid value", got: describe(value), nb: nb(value) });
  });
  return schema.meta({
    ...(opts.allowEmpty ? {} : { minLength: 1 }),
    ...(opts.pattern ? { pattern: opts.pattern.source } : {}),
    ...(opts.running ? { "x-running-text": true } : {}),
  });
}

const quoted = (choices: readonly (string | number)[]) => choices.map((c) => JSON.stringify(c)).join(", ");

/**
 * One of a few values, each with what an editor reads for it: `choice({ cancelled: "Avlyst",
 * soldOut: "Utsolgt" })`. The values are the keys, in their order; the labels go to the JSON
 * Schema as `x-enum-labels`, in the same order.
 */
export function choice<T extends string>(labels: Readonly<Record<T, string>>) {
  const choices = Object.keys(labels) as [T, ...T[]];
  return z
    .enum(choices, { error: wrongKind(`one of ${quoted(choices)}`, "Velg et av alternativene i listen.") })
    .meta({ "x-enum-labels": choices.map((value) => labels[value]) });
}

export function num(opts: { integer?: boolean; min?: number; max?: number } = {}) {
  const kind = opts.integer ? "a whole number" : "a number";
  const range =
    opts.min !== undefined && opts.max !== undefined
      ? ` from ${opts.min} to ${opts.max}`
      : opts.min !== undefined
        ? ` of at least ${opts.min}`
        : "";
  const nbRange =
    opts.min !== undefined && opts.max !== undefined
      ? ` fra ${opts.min} til ${opts.max}`
      : opts.min !== undefined
        ? ` på minst ${opts.min}`
        : "";
  const nb = `Skriv ${opts.integer ? "et helt tall" : "et tall"}${nbRange}.`;
  return z
    .number({ error: wrongKind(kind + range, nb) })
    .superRefine((value, ctx) => {
      const ok =
        (!opts.integer || Number.isInteger(value)) &&
        (opts.min === undefined || value >= opts.min) &&
        (opts.max === undefined || value <= opts.max);
      if (!ok) refuse(ctx, { expected: kind + range, got: describe(value), nb });
    })
    .meta({
      type: opts.integer ? "integer" : "number",
      ...(opts.min !== undefined ? { minimum: opts.min } : {}),
      ...(opts.max !== undefined ? { maximum: opts.max } : {}),
    });
}

export const bool = () => z.boolean({ error: wrongKind("true or false", "Velg ja eller nei.") });

export function list<T extends z.ZodType>(item: T, opts: { min?: number } = {}) {
  const schema = z.array(item, { error: wrongKind("a list", "Her skal det være en liste.") });
  return opts.min
    ? schema.min(opts.min, {
        error: (issue) =>
          pack({ expected: `a list of at least ${opts.min}`, got: describe(issue.input), nb: `Legg til minst ${opts.min}.` }),
      })
    : schema;
}

/** An object with exactly these fields: one the shape does not know is refused, so a misspelt field is not silently ignored. */
export function obj<S extends z.ZodRawShape>(shape: S) {
  const known = Object.keys(shape).join(", ");
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return wrongKind("an object", "Her skal det være et sett med felt.")(issue);
      const input = issue.input as Record<string, unknown>;
      const unknownKeys = { known, keys: issue.keys.map((key): [string, string] => [key, describe(input[key])]) };
      return JSON.stringify({ unknownKeys } satisfies Packed);
    },
  });
}

/** "events[0].start": how a field's place is written in every message. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (at, key) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)),
    "",
  );
}

/** Every problem of a failed parse, in the order the fields come, with a field of its own for each unknown key. */
export function problemsOf(error: z.ZodError): Problem[] {
  return error.issues.flatMap((issue): Problem[] => {
    const at = pathText(issue.path);
    const packed = unpack(issue.message);
    // A zod message of its own (none of our types leaves one): shown as it is.
    if (!packed) return [{ path: at, expected: issue.message, got: "a value it refused", nb: issue.message }];
    if ("unknownKeys" in packed) {
      const { known, keys } = packed.unknownKeys;
      return keys.map(([key, got]) => ({
        path: at ? `${at}.${key}` : key,
        expected: `no such field (known: ${known})`,
        got,
        // The key is the file's, not a label the editor knows: said without it.
        nb: "Filen har et felt som ikke hører hjemme her; den som drifter nettstedet må ta det bort.",
      }));
    }
    return [{ path: at, ...packed.said }];
  });
}

/** A schema's verdict on one value: what it gives back, or every problem. */
export function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; problems: Problem[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, problems: problemsOf(result.error) };
}
