/**
 * Access features a production or a single date can carry. The keys are what editors write in
 * content ("accessibility": ["teleslynge", "tekstet"]) and what the programme's address holds
 * (?tilgang=teleslynge); the labels are what visitors read.
 */
export const ACCESS_FEATURES = [
  { key: "teleslynge", label: "Teleslynge" },
  { key: "rullestolplass", label: "Rullestolplass" },
  { key: "tekstet", label: "Tekstet" },
  { key: "syntolket", label: "Syntolket" },
  { key: "avslappet-visning", label: "Avslappet visning" },
  { key: "ledsager-gratis", label: "Ledsager går gratis" },
] as const;

export type AccessFeature = (typeof ACCESS_FEATURES)[number]["key"];

export const ACCESS_KEYS = ACCESS_FEATURES.map((f) => f.key) as AccessFeature[];

export const isAccessFeature = (value: string): value is AccessFeature => (ACCESS_KEYS as string[]).includes(value);

/** What a date offers: the production's features and the date's own, in the fixed order above. */
export function accessOf(
  production: { accessibility?: readonly string[] | null },
  date?: { accessibility?: readonly string[] | null },
): AccessFeature[] {
  const all = new Set([...(production.accessibility ?? []), ...(date?.accessibility ?? [])]);
  return ACCESS_KEYS.filter((key) => all.has(key));
}
