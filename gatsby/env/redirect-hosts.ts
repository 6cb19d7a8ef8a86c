type Env = Record<string, string | undefined>;

/**
 * The other sites a redirect may send a visitor to: the hosts of the site's own configuration,
 * never the content's. The ticket shop and the gift card (GATSBY_TICKET_SHOP_URL,
 * GATSBY_GIFT_CARD_URL; not their placeholders, which are no one's), the cinema partners' APIs (GATSBY_CINEMA_API_<n>),
 * and what the venue adds in REDIRECT_HOSTS (host names, comma-separated). Only https addresses
 * count, host and port as the URL has them ("billett.example.no", "kino.example.no:8443").
 */
export function redirectHosts(env: Env): string[] {
  const urls = [
    env.GATSBY_TICKET_SHOP_URL ?? "",
    env.GATSBY_GIFT_CARD_URL ?? "",
    ...Object.entries(env)
      .filter(([name, value]) => /^GATSBY_CINEMA_API_\d+$/.test(name) && value)
      .map(([, value]) => value as string),
  ];
  const fromUrls = urls.flatMap((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" ? [url.host] : [];
    } catch {
      return [];
    }
  });
  const added = (env.REDIRECT_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const bad = added.find((h) => !isPlainHost(h));
  if (bad !== undefined)
    throw new RedirectHostsError(
      `REDIRECT_HOSTS: expected host names like "www.rissakulturhus.no" (lower-case a-z, 0-9, "-" and ".", a port after ":" if need be), comma-separated, got ${JSON.stringify(bad)}`,
    );
  return [...new Set([...fromUrls, ...added])];
}

/** A host name (and port) as an https URL would have it, nothing else: no "*", "@", "/" or spaces. */
function isPlainHost(host: string): boolean {
  if (!/^[a-z0-9.-]+(?::\d{1,5})?$/.test(host)) return false;
  try {
    return new URL(`https://${host}/`).host === host;
  } catch {
    return false;
  }
}

export class RedirectHostsError extends Error {
  name = "RedirectHostsError";
}
