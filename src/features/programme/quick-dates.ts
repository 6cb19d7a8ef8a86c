/**
 * "I dag", "I morgen", "Denne helgen", "Neste uke": the buttons. The date ranges they stand for are
 * in quick-date-range.ts, which loads with the programme index the first time one is chosen.
 */
export const QUICK_DATES = [
  { key: "i-dag", label: "I dag" },
  { key: "i-morgen", label: "I morgen" },
  { key: "denne-helgen", label: "Denne helgen" },
  { key: "neste-uke", label: "Neste uke" },
] as const;

export type QuickDate = (typeof QUICK_DATES)[number]["key"];

export const isQuickDate = (value: string | null): value is QuickDate => QUICK_DATES.some((q) => q.key === value);
