/** Where each kind of content is published. */
export const articlePath = (slug: string) => `/article/${slug}`;
export const culturePath = (pageReference: string) => `/${pageReference}`;
/** "/kulturprogram" for the first page, "/kulturprogram/side/3" for the third. */
export const listingPagePath = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath.replace(/\/+$/, "")}/side/${page}`;

/** What programmePagePath reads of a content page. */
export interface ProgrammePageCandidate {
  path: string;
  layout: string;
  blocks: readonly { component: string; hide?: boolean | null; data?: unknown }[];
}

/**
 * The address of the whole programme, which the feeds and the embed point readers to: the page (not
 * a lobby screen) that shows a CultureProgram block without a limit, the first by path if several
 * do; the front page when none does. A teaser (a CultureProgram with a limit) is not the programme.
 */
export function programmePagePath(pages: readonly ProgrammePageCandidate[]): string {
  const whole = (b: ProgrammePageCandidate["blocks"][number]) =>
    b.component === "CultureProgram" && !b.hide && (b.data as { limit?: unknown } | null | undefined)?.limit == null;
  const found = pages
    .filter((p) => p.layout !== "screen" && p.blocks.some(whole))
    .map((p) => p.path)
    .sort();
  return found[0] ?? "/";
}
