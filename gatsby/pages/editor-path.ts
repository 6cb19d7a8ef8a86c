/** Where the editor is published: /admin/ (a folder of the site no content may take, gatsby/pages/path-owners.ts). */
export const EDITOR_PUBLIC_PATH = "admin";
