/** Where each kind of content is published. */
export const articlePath = (slug: string) => `/article/${slug}`;
export const culturePath = (pageReference: string) => `/${pageReference}`;
