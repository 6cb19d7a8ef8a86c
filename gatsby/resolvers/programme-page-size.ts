import { LISTING_PAGE_SIZE } from "../../src/features/programme/contract";

/**
 * Productions per programme listing page (PROGRAMME_PAGE_SIZE; unset, LISTING_PAGE_SIZE: 12). The
 * browser tests build with a few, so that the ten demo productions span several pages and paging is
 * tested too.
 */
export function programmePageSize(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PROGRAMME_PAGE_SIZE;
  if (value === undefined || value === "") return LISTING_PAGE_SIZE;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 200)
    throw new Error(`PROGRAMME_PAGE_SIZE: expected a whole number from 1 to 200, got ${JSON.stringify(value)}`);
  return Number(value);
}
