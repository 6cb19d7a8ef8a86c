/**
 * A small validator that says exactly where content is wrong and what was expected,
 * so an editor can fix a file from the build log alone.
 */
export type Issue = { path: string; expected: string; got: string };
export type Check<T> = ((value: unknown, path: string, issues: Issue[]) => T) & { optional?: boolean };

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

export function str(opts: { pattern?: RegExp; patternText?: string; allowEmpty?: boolean } = {}): Check<string> {
  return (value, path, issues) => {
    if (typeof value !== "string") return fail(issues, path, "a text", value);
    if (!opts.allowEmpty && value.trim() === "") return fail(issues, path, "a non-empty text", value);
    if (opts.pattern && !opts.pattern.test(value)) return fail(issues, path, opts.patternText ?? `text matching ${opts.pattern}`, value);
    return value;
  };
}

export function oneOf<T extends string | number>(choices: readonly T[]): Check<T> {
  return (value, path, issues) =>
    choices.includes(value as T) ? (value as T) : fail(issues, path, `one of ${choices.map((c) => JSON.stringify(c)).join(", ")}`, value);
}

export function num(opts: { integer?: boolean; min?: number; max?: number } = {}): Check<number> {
  return (value, path, issues) => {
    const kind = opts.integer ? "a whole number" : "a number";
    const range = opts.min !== undefined && opts.max !== undefined ? ` from ${opts.min} to ${opts.max}` : opts.min !== undefined ? ` of at least ${opts.min}` : "";
    const ok = typeof value === "number" && Number.isFinite(value) && (!opts.integer || Number.isInteger(value)) && (opts.min === undefined || value >= opts.min) && (opts.max === undefined || value <= opts.max);
    return ok ? (value as number) : fail(issues, path, kind + range, value);
  };
}

export const bool: Check<boolean> = (value, path, issues) => (typeof value === "boolean" ? value : fail(issues, path, "true or false", value));

export function list<T>(item: Check<T>, opts: { min?: number } = {}): Check<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return fail(issues, path, "a list", value);
    if (opts.min && value.length < opts.min) return fail(issues, path, `a list of at least ${opts.min}`, value);
    return value.map((v, i) => item(v, `${path}[${i}]`, issues));
  };
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  const wrapped: Check<T | undefined> = (value, path, issues) => (value === undefined ? undefined : check(value, path, issues));
  wrapped.optional = true;
  return wrapped;
}

/** Any JSON object; its inner shape is checked elsewhere (block data is checked by the block's own rules). */
export const anyObject: Check<Record<string, unknown>> = (value, path, issues) =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : fail(issues, path, "an object", value);

type Shape = Record<string, Check<unknown>>;
type Out<S extends Shape> = { [K in keyof S]: S[K] extends Check<infer T> ? T : never };

export function obj<S extends Shape>(shape: S): Check<Out<S>> {
  return (value, path, issues) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return fail(issues, path, "an object", value);
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const result = check(input[key], path ? `${path}.${key}` : key, issues);
      if (result !== undefined) out[key] = result;
    }
    for (const key of Object.keys(input)) {
      if (!(key in shape)) issues.push({ path: path ? `${path}.${key}` : key, expected: `no such field (known: ${Object.keys(shape).join(", ")})`, got: describe(input[key]) });
    }
    return out as Out<S>;
  };
}

export function formatIssues(file: string, issues: Issue[]): string {
  return issues.map((i) => `${file}: ${i.path || "(the whole file)"}: expected ${i.expected}, got ${i.got}`).join("\n");
}
