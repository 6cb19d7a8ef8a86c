/**
 * The halls and categories the content already uses, so an editor picks one instead of typing it
 * (a typo would make a new hall, with its own calendar feed and filter). Read from the productions
 * as the backend has them now (save/other-files.ts), so a hall added a minute ago is known.
 */
import type { RepoFile } from "../save/other-files";

export type KnownKind = "hall" | "category";

export interface KnownValues {
  hall: string[];
  category: string[];
}

const byNorwegian = (a: string, b: string) => a.localeCompare(b, "nb");

/** Every hall of every date and every category of every production, once each, in Norwegian order. */
export function knownValues(files: RepoFile[]): KnownValues {
  const halls = new Set<string>();
  const categories = new Set<string>();
  for (const { file, text } of files) {
    if (!file.startsWith("content/productions/")) continue;
    let data: { events?: { hall?: unknown }[]; fields?: { category?: unknown } };
    try {
      data = JSON.parse(text) as typeof data;
    } catch {
      continue;
    }
    for (const event of Array.isArray(data?.events) ? data.events : [])
      if (typeof event?.hall === "string" && event.hall.trim()) halls.add(event.hall.trim());
    const category = data?.fields?.category;
    if (typeof category === "string" && category.trim()) categories.add(category.trim());
  }
  return { hall: [...halls].sort(byNorwegian), category: [...categories].sort(byNorwegian) };
}

/** The known value a new name means when it differs only in case or spaces ("smia " is Smia), or null. */
export function sameAsKnown(name: string, known: string[]): string | null {
  const key = name.trim().replace(/\s+/g, " ").toLocaleLowerCase("nb");
  return known.find((k) => k.toLocaleLowerCase("nb") === key) ?? null;
}

/** One read of the files for every field of the form, again after a save (a new hall is known then). */
export function knownValuesLoader(read: () => Promise<RepoFile[]>): { get(): Promise<KnownValues>; forget(): void } {
  let cached: Promise<KnownValues> | null = null;
  return {
    get: () =>
      (cached ??= read().then(knownValues, () => {
        cached = null;
        return { hall: [], category: [] };
      })),
    forget() {
      cached = null;
    },
  };
}
