/**
 * Access features a production or a single date can carry. The keys are what editors write in
 * content ("accessibility": ["teleslynge", "tekstet"]) and what the programme's address holds
 * (?tilgang=teleslynge); the labels are what visitors read. The content validators accept exactly
 * these keys; the site reads them through src/access-features/access-features.ts.
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
