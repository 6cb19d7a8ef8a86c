import type { JsonSchema } from "../config/json-schema";
import { taggedVariants } from "../config/decap-fields";
import type { ContentKind, FileProblem } from "../config/model";

/**
 * What happens to an entry between the editor's form and the file: fields the form leaves empty but
 * the model lets be left out are dropped (the form gives "" or [] for a field never filled in), ids
 * the editor never types are made (a new date's, block's, production's), and an article's dates
 * kept. Then the build's own check: a file the build would refuse is not saved.
 */
export function pruneEmpty(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) {
    const items = schema.items ?? {};
    return value.map((item) => pruneEmpty(item, variantFor(item, items)));
  }
  if (value === null || typeof value !== "object") return value;
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const property = schema.properties?.[key];
    const pruned = property ? pruneEmpty(inner, property) : inner;
    const empty = pruned === "" || pruned === null || pruned === undefined || (Array.isArray(pruned) && pruned.length === 0);
    if (empty && !required.has(key)) continue;
    out[key] = empty && property ? emptyValueOf(property, pruned) : pruned;
  }
  // A key the model needs but lets be empty, which the form never asked for (decap-fields.ts asksFor).
  for (const key of required)
    if (!(key in out) && schema.properties?.[key]) {
      const filled = emptyValueOf(schema.properties[key], undefined);
      if (filled !== undefined) out[key] = filled;
    }
  return out;
}

/** The empty value the model takes for a field it needs but lets be empty: "", [] or false; else what was there. */
function emptyValueOf(schema: JsonSchema, value: unknown): unknown {
  if (schema.type === "string" && !schema.enum && !schema.minLength && !schema.pattern && !schema.format) return "";
  if (schema.type === "array" && !schema.minItems) return [];
  if (schema.type === "boolean") return value ?? false;
  return value;
}

/**
 * `value` with every object's keys in its schema's order (the order the files are written in, so a
 * save's diff has only what changed: Decap's entry is an Immutable map, which loses the order);
 * keys the schema does not name keep their place after those it does.
 */
export function orderLikeSchema(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) {
    const items = schema.items ?? {};
    return value.map((item) => orderLikeSchema(item, variantFor(item, items)));
  }
  if (value === null || typeof value !== "object") return value;
  const known = Object.keys(schema.properties ?? {});
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  const keys = Object.keys(value as Record<string, unknown>).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(
    keys.map((key) => [key, orderLikeSchema((value as Record<string, unknown>)[key], schema.properties?.[key] ?? {})]),
  );
}

function variantFor(item: unknown, items: JsonSchema): JsonSchema {
  const tagged = taggedVariants(items);
  if (!tagged || item === null || typeof item !== "object") return items;
  const tag = (item as Record<string, unknown>)[tagged.key];
  return tagged.variants.find((v) => v.tag === tag)?.schema ?? items;
}

const newId = (prefix: string, random: () => string) => `${prefix}-${random()}`;
const randomPart = () => Math.random().toString(36).slice(2, 10);

/** Ids the editor makes for what it adds, and an article's dates. */
export function completeEntry(
  kind: ContentKind,
  data: Record<string, unknown>,
  now: number,
  random = randomPart,
): Record<string, unknown> {
  const out = { ...data };
  const withIds = (list: unknown, prefix: string) =>
    Array.isArray(list)
      ? list.map((item) =>
          item && typeof item === "object" && !(item as { id?: unknown }).id ? { ...item, id: newId(prefix, random) } : item,
        )
      : list;
  if (kind === "production") {
    if (!out.id) out.id = newId("prod", random);
    out.events = withIds(out.events, "ev");
    if (!out.assets || !Array.isArray(out.assets)) out.assets = [];
    out.assets = (out.assets as Record<string, unknown>[]).map((a) => ({ ...a, type: a.type || "first_image" }));
  }
  if (kind === "article") {
    if (!out.id) out.id = newId("art", random);
    if (typeof out.createdAt !== "number") out.createdAt = now;
    out.updatedAt = now;
  }
  if (kind === "page") {
    if (!out.id) out.id = newId("side", random);
    out.blocks = withIds(out.blocks, "blokk");
  }
  return out;
}

/** The first line of every refusal (the local backend answers 422 with the same text). */
export const REFUSAL_HEADING = "Ikke lagret. Rett dette først:";

/**
 * The Norwegian message the editor shows when the build would refuse the file: every problem at
 * once, in the order of the form, each with the label of its field as the form shows it.
 */
export function refusal(problems: FileProblem[]): string {
  const lines = problems.slice(0, 12).map((p) => `• ${p.label ? `${p.label}: ` : ""}${p.message}`);
  const more = problems.length > 12 ? [`… og ${problems.length - 12} til.`] : [];
  return [REFUSAL_HEADING, ...lines, ...more].join("\n");
}
