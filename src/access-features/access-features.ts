// The list itself is content vocabulary, kept in the content model (content-model/, as block names are).
import { ACCESS_KEYS, type AccessFeature } from "../../content-model";

export { ACCESS_FEATURES, type AccessFeature } from "../../content-model";

export const isAccessFeature = (value: string): value is AccessFeature => (ACCESS_KEYS as string[]).includes(value);

/** What a date offers: the production's features and the date's own, in the fixed order of ACCESS_FEATURES. */
export function accessOf(
  production: { accessibility?: readonly string[] | null },
  date?: { accessibility?: readonly string[] | null },
): AccessFeature[] {
  const all = new Set([...(production.accessibility ?? []), ...(date?.accessibility ?? [])]);
  return ACCESS_KEYS.filter((key) => all.has(key));
}
