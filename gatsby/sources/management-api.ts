import type { ManagementApiConfig } from "./api-config";
import { itemSource, listAnswer, type ApiRead, type ApiRecord } from "./api-record";
import { apiUrl, requestJson, SourceApiError } from "./http";
import { tokenSource } from "./management-token";

const API = "Management API";

/**
 * GET with the bearer token; on a 401 the token is renewed once and the call retried once
 * (spec §9: token refresh retry count 1). A second 401 stops the build.
 */
export function managementClient(config: ManagementApiConfig) {
  const tokens = tokenSource(config);
  const call = async (url: URL, token: string) =>
    requestJson({ api: API, url, headers: { Authorization: `Bearer ${token}` }, timeoutSeconds: config.timeoutSeconds }, [
      token,
      config.clientSecret,
    ]);
  return async function get(url: URL): Promise<unknown> {
    // A failure to get a token is the token endpoint's, reported as such: only the API's 401 renews.
    const token = await tokens.current();
    try {
      return await call(url, token);
    } catch (error) {
      if (!(error instanceof SourceApiError) || error.status !== 401) throw error;
    }
    const renewed = await tokens.renew(token);
    try {
      return await call(url, renewed);
    } catch (error) {
      if (error instanceof SourceApiError && error.status === 401)
        throw new SourceApiError(
          `${error.message} (after renewing the token once: check MANAGEMENT_CLIENT_ID's access to this site)`,
          401,
        );
      throw error;
    }
  };
}

/**
 * Reads the pages (GET site/{siteId}/block-data?stable=1: each page with its layout and blocks)
 * and the articles (GET site/{siteId}/article?stable=1) as the records content/pages/ and
 * content/articles/ would hold. A site may have no articles; it cannot have no pages.
 */
export async function readManagementApi(config: ManagementApiConfig, siteId: string): Promise<ApiRead> {
  const get = managementClient(config);
  const id = encodeURIComponent(siteId);
  const pagesUrl = apiUrl(config.url, `site/${id}/block-data?stable=1`);
  const articlesUrl = apiUrl(config.url, `site/${id}/article?stable=1`);
  const pages = listAnswer(API, pagesUrl, await get(pagesUrl), "pages");
  const articles = listAnswer(API, articlesUrl, await get(articlesUrl), "articles", { allowEmpty: true });
  const records: ApiRecord[] = [
    ...pages.map((raw, i): ApiRecord => ({ kind: "page", source: itemSource(API, pagesUrl, i, raw), raw })),
    ...articles.map((raw, i): ApiRecord => ({ kind: "article", source: itemSource(API, articlesUrl, i, raw), raw })),
  ];
  return { records, problems: [] };
}
