import type { JsonSchema } from "./json-schema";
import { taggedVariants } from "./decap-fields";

/**
 * Where a problem is, as the editor's form shows it: the labels from the content model's schema
 * (the same titles the form's fields have), never the file's keys. "events[1].start" is
 * "Datoer › Dato 2 › Starter"; its place in the form sorts the problems as the form has them.
 */
const PART = /([^.[\]]+)|\[(\d+)\]/g;

export function pathParts(path: string): (string | number)[] {
  return [...path.matchAll(PART)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}

interface Step {
  label: string | null;
  rank: number;
}

function walk(schema: JsonSchema, data: unknown, path: string): Step[] {
  const steps: Step[] = [];
  let here: JsonSchema | undefined = schema;
  let value: unknown = data;
  for (const part of pathParts(path)) {
    if (!here) break;
    if (typeof part === "number") {
      const items: JsonSchema = here.items ?? {};
      value = Array.isArray(value) ? value[part] : undefined;
      const tagged = taggedVariants(items);
      const tag = tagged && value && typeof value === "object" ? (value as Record<string, unknown>)[tagged.key] : undefined;
      here = tagged?.variants.find((v) => v.tag === tag)?.schema ?? items;
      steps.push({ label: `${here?.title ?? items.title ?? "Nr."} ${part + 1}`, rank: part });
    } else {
      const keys: string[] = Object.keys(here.properties ?? {});
      const next: JsonSchema | undefined = here.properties?.[part];
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
      steps.push({ label: next?.title ?? null, rank: keys.includes(part) ? keys.indexOf(part) : keys.length });
      here = next;
    }
  }
  return steps;
}

/** The field's labels, outermost first ("Datoer › Dato 2 › Starter"); "" for the whole file. */
export function fieldLabel(schema: JsonSchema, data: unknown, path: string): string {
  const labels = walk(schema, data, path).map((s) => s.label);
  // A field the form does not know (a key only the file has) is named by the nearest one it does.
  const known = labels.slice(0, labels.indexOf(null) < 0 ? labels.length : labels.indexOf(null));
  return known.join(" › ");
}

/** The field's place in the form, to sort problems as the form has them. */
export function formRank(schema: JsonSchema, data: unknown, path: string): number[] {
  return walk(schema, data, path).map((s) => s.rank);
}

export function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
