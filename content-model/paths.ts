/** Where each kind of content is published. */
export const articlePath = (slug: string) => `/article/${slug}`;
export const culturePath = (pageReference: string) => `/${pageReference}`;
/** "/kulturprogram" for the first page, "/kulturprogram/side/3" for the third. */
export const listingPagePath = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath.replace(/\/+$/, "")}/side/${page}`;
