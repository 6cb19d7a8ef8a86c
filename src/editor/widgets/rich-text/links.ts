/** A link the site's build keeps (content-model/sanitize.ts): http(s), mailto, tel, or a path on the site. */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) return true;
  return /^(https?:\/\/|mailto:|tel:)/i.test(value);
}
