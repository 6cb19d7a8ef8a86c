import { apiEvent, check, describe } from "../../content-model";
import type { ContentApiConfig } from "./api-config";
import { itemSource, listAnswer, type ApiRead, type ApiRecord } from "./api-record";
import { apiUrl, requestJson, shownPath, SourceApiError } from "./http";

const API = "Content data API";

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? String(id) : undefined;
}

/** The site this build is for: the one named by CONTENT_API_SITE_ID, or the only one there is. */
function chooseSite(sites: unknown[], url: URL, wanted?: string): { site: unknown; index: number } {
  const ids = sites.map(idOf);
  if (wanted) {
    const index = ids.indexOf(wanted);
    if (index < 0)
      throw new SourceApiError(
        `${API}: GET ${shownPath(url)}: expected a site with id ${JSON.stringify(wanted)} (CONTENT_API_SITE_ID), got ids ${JSON.stringify(ids)}`,
      );
    return { site: sites[index], index };
  }
  if (sites.length > 1)
    throw new SourceApiError(
      `${API}: GET ${shownPath(url)}: got ${sites.length} sites (ids ${JSON.stringify(ids)}): set CONTENT_API_SITE_ID to the one this build is for`,
    );
  return { site: sites[0], index: 0 };
}

/** The site this build is for, as a record, and its id (the management API is asked for that site's pages). */
export interface ContentSite {
  siteId: string;
  record: ApiRecord;
}

function client(config: ContentApiConfig) {
  const credentials = `${config.user}:${config.password}`;
  const auth = `Basic ${Buffer.from(credentials).toString("base64")}`;
  return (url: URL) =>
    requestJson({ api: API, url, headers: { Authorization: auth }, timeoutSeconds: config.timeoutSeconds }, [
      config.password,
      credentials,
      auth,
    ]);
}

/** GET sites: the site this build is for, given back as the record content/site.json would hold. */
export async function readContentSite(config: ContentApiConfig): Promise<ContentSite> {
  const sitesUrl = apiUrl(config.url, "sites");
  const { site, index } = chooseSite(listAnswer(API, sitesUrl, await client(config)(sitesUrl), "sites"), sitesUrl, config.siteId);
  const source = itemSource(API, sitesUrl, index, site);
  const siteId = idOf(site);
  if (!siteId) throw new SourceApiError(`${source}: id: expected the site's id, got ${describe((site as { id?: unknown })?.id)}`);
  return { siteId, record: { kind: "site", source, raw: site } };
}

/**
 * Reads the site's programme: GET sites/{siteId}/basic_events (the productions) and GET
 * sites/{siteId}/events (their dates, each naming its production by pageReference), and gives them
 * back, after the site's record, as the records content/site.json and content/productions/ would hold.
 */
export async function readProgramme(
  config: ContentApiConfig,
  { siteId, record: siteRecord }: ContentSite,
): Promise<ApiRead & { siteId: string }> {
  const get = client(config);
  const id = encodeURIComponent(siteId);
  const productionsUrl = apiUrl(config.url, `sites/${id}/basic_events`);
  const eventsUrl = apiUrl(config.url, `sites/${id}/events`);
  const [productionsAnswer, eventsAnswer] = await Promise.all([get(productionsUrl), get(eventsUrl)]);
  const productions = listAnswer(API, productionsUrl, productionsAnswer, "productions");
  const events = listAnswer(API, eventsUrl, eventsAnswer, "events");

  const problems: string[] = [];
  const sources = productions.map((raw, i) => itemSource(API, productionsUrl, i, raw));
  // Each date names its production by pageReference, so two productions with one reference cannot both get theirs.
  const byReference = new Map<string, { dates: Record<string, unknown>[]; source: string }>();
  const joined = productions.map((raw, i) => {
    const record =
      raw !== null && typeof raw === "object" && !Array.isArray(raw)
        ? { ...(raw as Record<string, unknown>), events: [] as Record<string, unknown>[] }
        : raw;
    const reference = (raw as { pageReference?: unknown } | null)?.pageReference;
    if (typeof reference !== "string" || !record || typeof record !== "object") return record;
    const earlier = byReference.get(reference);
    if (earlier)
      problems.push(
        `${sources[i]}: pageReference: expected a pageReference no other production has (the dates in GET ${shownPath(eventsUrl)} name their production by it), got ${JSON.stringify(reference)}, also used by ${earlier.source}`,
      );
    else byReference.set(reference, { dates: (record as { events: Record<string, unknown>[] }).events, source: sources[i] });
    return record;
  });
  events.forEach((raw, i) => {
    const source = itemSource(API, eventsUrl, i, raw);
    const result = check(apiEvent, raw);
    if (!result.ok) {
      problems.push(
        result.problems.map((p) => `${source}: ${p.path || "(the whole item)"}: expected ${p.expected}, got ${p.got}`).join("\n"),
      );
      return;
    }
    const { production: named, ...date } = result.data;
    const production = byReference.get(named.pageReference);
    if (!production)
      problems.push(
        `${source}: production.pageReference: expected the pageReference of a production in GET ${shownPath(productionsUrl)}, got ${JSON.stringify(named.pageReference)}`,
      );
    else production.dates.push(date);
  });

  const records: ApiRecord[] = [
    siteRecord,
    ...joined.map((raw, i): ApiRecord => ({ kind: "production", source: sources[i], raw })),
  ];
  return { records, problems, siteId };
}
