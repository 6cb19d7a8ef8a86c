/**
 * A small validator that says exactly where content is wrong and what was expected,
 * so an editor can fix a file from the build log alone.
 */
import { describeFinding, firstRefused, HONEST_TEXT_TEXT, ONE_LINE_TEXT } from "./honest-text";

export type Issue = { path: string; expected: string; got: string };

/**
 * What a check accepts, for code that reads the validators instead of running them (the test that
 * holds the GraphQL types to the same fields).
 */
export type Shape =
  | { kind: "text" }
  | { kind: "number"; integer: boolean }
  | { kind: "boolean" }
  | { kind: "choice"; choices: readonly (string | number)[] }
  | { kind: "list"; item: Check<unknown> }
  | { kind: "object"; fields: Record<string, Check<unknown>> }
  | { kind: "any-object" };

export type Check<T> = ((value: unknown, path: string, issues: Issue[]) => T) & { optional?: boolean; shape?: Shape };
/** A check that lets a field be left out: its object type makes the field optional (`key?: T`). */
export type OptionalCheck<T> = Check<T | undefined> & { optional: true };

/** The type a check gives back: the content types are written once, as validators, and derived from them. */
export type Infer<C> = C extends Check<infer T> ? T : never;

function withShape<T>(check: Check<T>, shape: Shape): Check<T> {
  check.shape = shape;
  return check;
}

export function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

function fail<T>(issues: Issue[], path: string, expected: string, value: unknown): T {
  issues.push({ path, expected, got: describe(value) });
  return undefined as T;
}

/**
 * A text; `pattern` and `valid` narrow it, `patternText` says to the editor what either wants. Any
 * text is honest (honest-text.ts); only `running` text (a description, a summary, body text) may
 * hold tabs and line breaks.
 */
export function str(
  opts: {
    pattern?: RegExp;
    valid?: (value: string) => boolean;
    patternText?: string;
    allowEmpty?: boolean;
    running?: boolean;
  } = {},
): Check<string> {
  return withShape(
    (value, path, issues) => {
      if (typeof value !== "string") return fail(issues, path, "a text", value);
      // A pattern says by itself which characters it takes, and what to write instead.
      const refused = opts.pattern || opts.valid ? null : firstRefused(value, { running: Boolean(opts.running) });
      if (refused) {
        const lineBreakOrTab = [0x09, 0x0a, 0x0d].includes(refused.codePoint);
        issues.push({ path, expected: lineBreakOrTab ? ONE_LINE_TEXT : HONEST_TEXT_TEXT, got: describeFinding(refused, value) });
        return undefined as unknown as string;
      }
      if (!opts.allowEmpty && value.trim() === "") return fail(issues, path, "a non-empty text", value);
      if (opts.pattern && !opts.pattern.test(value))
        return fail(issues, path, opts.patternText ?? `text matching ${opts.pattern}`, value);
      if (opts.valid && !opts.valid(value)) return fail(issues, path, opts.patternText ?? "a valid value", value);
      return value;
    },
    { kind: "text" },
  );
}

export function oneOf<T extends string | number>(choices: readonly T[]): Check<T> {
  return withShape(
    (value, path, issues) =>
      choices.includes(value as T)
        ? (value as T)
        : fail(issues, path, `one of ${choices.map((c) => JSON.stringify(c)).join(", ")}`, value),
    { kind: "choice", choices },
  );
}

export function num(opts: { integer?: boolean; min?: number; max?: number } = {}): Check<number> {
  return withShape(
    (value, path, issues) => {
      const kind = opts.integer ? "a whole number" : "a number";
      const range =
        opts.min !== undefined && opts.max !== undefined
          ? ` from ${opts.min} to ${opts.max}`
          : opts.min !== undefined
            ? ` of at least ${opts.min}`
            : "";
      const ok =
        typeof value === "number" &&
        Number.isFinite(value) &&
        (!opts.integer || Number.isInteger(value)) &&
        (opts.min === undefined || value >= opts.min) &&
        (opts.max === undefined || value <= opts.max);
      return ok ? (value as number) : fail(issues, path, kind + range, value);
    },
    { kind: "number", integer: Boolean(opts.integer) },
  );
}

export const bool: Check<boolean> = withShape(
  (value, path, issues) => (typeof value === "boolean" ? value : fail(issues, path, "true or false", value)),
  { kind: "boolean" },
);

export function list<T>(item: Check<T>, opts: { min?: number } = {}): Check<T[]> {
  return withShape(
    (value, path, issues) => {
      if (!Array.isArray(value)) return fail(issues, path, "a list", value);
      if (opts.min && value.length < opts.min) return fail(issues, path, `a list of at least ${opts.min}`, value);
      return value.map((v, i) => item(v, `${path}[${i}]`, issues));
    },
    { kind: "list", item: item as Check<unknown> },
  );
}

export function optional<T>(check: Check<T>): OptionalCheck<T> {
  const wrapped = ((value, path, issues) => (value === undefined ? undefined : check(value, path, issues))) as OptionalCheck<T>;
  wrapped.optional = true;
  if (check.shape) wrapped.shape = check.shape;
  return wrapped;
}

/** Any JSON object; its inner shape is checked elsewhere (block data is checked by the block's own rules). */
export const anyObject: Check<Record<string, unknown>> = withShape(
  (value, path, issues) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : fail(issues, path, "an object", value),
  { kind: "any-object" },
);

type Fields = Record<string, Check<unknown>>;
type OptionalKeys<S extends Fields> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
/** An object check's result: a field whose check is optional() may be left out. */
type Out<S extends Fields> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Exclude<Infer<S[K]>, undefined> }
>;

export function obj<S extends Fields>(shape: S): Check<Out<S>> {
  return withShape(
    (value, path, issues) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return fail(issues, path, "an object", value);
      const input = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, check] of Object.entries(shape)) {
        const result = check(input[key], path ? `${path}.${key}` : key, issues);
        if (result !== undefined) out[key] = result;
      }
      for (const key of Object.keys(input)) {
        if (!(key in shape))
          issues.push({
            path: path ? `${path}.${key}` : key,
            expected: `no such field (known: ${Object.keys(shape).join(", ")})`,
            got: describe(input[key]),
          });
      }
      return out as Out<S>;
    },
    { kind: "object", fields: shape },
  );
}

export function formatIssues(file: string, issues: Issue[]): string {
  return issues.map((i) => `${file}: ${i.path || "(the whole file)"}: expected ${i.expected}, got ${i.got}`).join("\n");
}
