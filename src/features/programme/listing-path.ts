/** "/kulturprogram" for the first page, "/kulturprogram/side/3" for the third. */
export const listingPagePath = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath.replace(/\/+$/, "")}/side/${page}`;
