/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createContentApis, readContent, type ContentApis, type ContentApisListening } from "../../dev/content-api/server";
import { parseContentFile } from "../../content-model";
import { readConfiguredApis } from "./read-apis";
import { contentFilesToIgnore, managementApiConfig, type ManagementApiConfig } from "./api-config";
import { managementClient } from "./management-api";
import { tokenSource } from "./management-token";

const contentDir = path.join(__dirname, "..", "..", "content");
const SITE = "rissa-kulturhus";

let apis: ContentApis;
let listening: ContentApisListening;
let env: Record<string, string>;

beforeEach(async () => {
  apis = createContentApis({ contentDir, tokenUses: 100 });
  listening = await apis.listen(0);
  env = apis.env(listening);
});
afterEach(() => apis.close());

const onlyContentApi = () => ({
  CONTENT_API_URL: env.CONTENT_API_URL,
  CONTENT_API_USER: env.CONTENT_API_USER,
  CONTENT_API_PASSWORD: env.CONTENT_API_PASSWORD,
});
const onlyManagementApi = () => Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith("MANAGEMENT_")));
/** The read, or the failures of the APIs that could not be read as one error. */
async function readOrFail(apiEnv: Record<string, string | undefined>) {
  const result = await readConfiguredApis(apiEnv, contentDir);
  if (result?.failures.length) throw new Error(result.failures.join("\n"));
  return result;
}
const managementConfig = () => managementApiConfig(onlyManagementApi()) as ManagementApiConfig;

function filesOf(dir: string) {
  return fs
    .readdirSync(path.join(contentDir, dir))
    .map((f) => parseContentFile(`content/${dir}/${f}`, `${dir}/${f}`, fs.readFileSync(path.join(contentDir, dir, f), "utf8")));
}

describe("building from the content APIs", () => {
  it("gives the same site, productions with their dates, pages and articles as content/", async () => {
    const result = await readConfiguredApis(env, contentDir);
    expect(result?.problems).toEqual([]);
    const byKind = (kind: string) => (result?.records ?? []).filter((r) => r.content.kind === kind).map((r) => r.content.data);
    const sortById = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    const site = parseContentFile("content/site.json", "site.json", fs.readFileSync(path.join(contentDir, "site.json"), "utf8"));
    expect(byKind("site")).toEqual([site?.data]);
    for (const [kind, dir] of [
      ["production", "productions"],
      ["page", "pages"],
      ["article", "articles"],
    ]) {
      expect(sortById(byKind(kind) as { id: string }[])).toEqual(sortById(filesOf(dir).map((p) => p?.data as { id: string })));
    }
    expect(apis.requests().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(
      expect.arrayContaining([
        "GET /content-api/sites 200",
        `GET /content-api/sites/${SITE}/basic_events 200`,
        `GET /content-api/sites/${SITE}/events 200`,
        "POST /idp/token 200",
        `GET /management-api/site/${SITE}/block-data?stable=1 200`,
        `GET /management-api/site/${SITE}/article?stable=1 200`,
      ]),
    );
  });

  it("names the source of each record: API, URL path, index and id", async () => {
    const result = await readConfiguredApis(env, contentDir);
    const sources = result?.records.map((r) => r.source) ?? [];
    expect(sources).toContain(`Content data API GET /content-api/sites [0] (id "${SITE}")`);
    expect(sources).toContain(`Management API GET /management-api/site/${SITE}/article?stable=1 [0] (id "article-3")`);
  });

  it("reads nothing when no API is configured", async () => {
    await expect(readConfiguredApis({}, contentDir)).resolves.toBeNull();
    expect(apis.requests()).toEqual([]);
  });

  it("takes the site id from content/site.json when only the management API is configured", async () => {
    const result = await readConfiguredApis(onlyManagementApi(), contentDir);
    expect(result?.records.map((r) => r.content.kind)).not.toContain("production");
    expect(result?.records.filter((r) => r.content.kind === "page").length).toBe(
      fs.readdirSync(path.join(contentDir, "pages")).length,
    );
    expect(apis.requests().map((r) => r.path)).toContain(`/management-api/site/${SITE}/block-data?stable=1`);
  });
});

describe("the management token", () => {
  it("renews a token the API refuses, once, and retries the call once", async () => {
    await apis.close();
    apis = createContentApis({ contentDir, tokenUses: 1 });
    listening = await apis.listen(0);
    const result = await readConfiguredApis(apis.env(listening), contentDir);
    expect(result?.problems).toEqual([]);
    const management = apis.requests().filter((r) => !r.path.startsWith("/content-api"));
    expect(management.map((r) => `${r.method} ${r.path.replace(/\?.*/, "")} ${r.status}`)).toEqual([
      "POST /idp/token 200",
      `GET /management-api/site/${SITE}/block-data 200`,
      `GET /management-api/site/${SITE}/article 401`,
      "POST /idp/token 200",
      `GET /management-api/site/${SITE}/article 200`,
    ]);
  });

  it("stops after one renewal when the API still refuses, naming API, path and status", async () => {
    apis.answerNext(`/management-api/site/${SITE}/block-data`, { status: 401, json: { Message: "Ingen tilgang." } }, 2);
    await expect(readOrFail(onlyManagementApi())).rejects.toThrow(
      `Management API: GET /management-api/site/${SITE}/block-data?stable=1: HTTP 401 Unauthorized: {"Message":"Ingen tilgang."} (after renewing the token once`,
    );
    expect(apis.requests().map((r) => r.path.replace(/\?.*/, ""))).toEqual([
      "/idp/token",
      `/management-api/site/${SITE}/block-data`,
      "/idp/token",
      `/management-api/site/${SITE}/block-data`,
    ]);
  });

  it("fails on a refused client, without the secret in the message though the server echoes it", async () => {
    const wrong = { ...onlyManagementApi(), MANAGEMENT_CLIENT_SECRET: "feil-hemmelighet-123" };
    const failure = readOrFail(wrong);
    await expect(failure).rejects.toThrow(
      'Management token: POST /idp/token: HTTP 401 Unauthorized: {"error":"invalid_client","error_description":"Ukjent klient nettsted-bygg med hemmeligheten ***."}',
    );
    await expect(failure).rejects.not.toThrow("feil-hemmelighet-123");
  });

  it("asks the token endpoint once when it refuses the client, and says so rather than blaming the API", async () => {
    const failure = readOrFail({ ...onlyManagementApi(), MANAGEMENT_CLIENT_SECRET: "feil-hemmelighet-123" });
    await expect(failure).rejects.toThrow(
      / \(the token endpoint refused the client credentials: check MANAGEMENT_CLIENT_ID and MANAGEMENT_CLIENT_SECRET\)$/,
    );
    await expect(failure).rejects.not.toThrow("access to this site");
    expect(apis.requests().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(["POST /idp/token 401"]);
  });

  it("sends the client credentials by HTTP Basic only, which the stand-in insists on (RFC 6749 2.3.1)", async () => {
    const { clientId, clientSecret } = apis.credentials;
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const both = await fetch(listening.tokenUrl, {
      method: "POST",
      headers: { ...form, Authorization: basic },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
    });
    expect(both.status).toBe(400);
    await expect(tokenSource(managementConfig()).current()).resolves.toMatch(/^mgmt-/);
  });

  it("fetches one token for calls refused at the same time", async () => {
    const get = managementClient(managementConfig());
    const pages = new URL(`site/${SITE}/block-data?stable=1`, listening.managementUrl);
    const articles = new URL(`site/${SITE}/article?stable=1`, listening.managementUrl);
    await get(pages);
    apis.expireTokens();
    await Promise.all([get(pages), get(articles), get(pages)]);
    expect(apis.requests().filter((r) => r.path === "/idp/token").length).toBe(2);
  });

  it("gives a call refused on an old token the newer one instead of renewing again", async () => {
    const tokens = tokenSource(managementConfig());
    const first = await tokens.current();
    const second = await tokens.renew(first);
    expect(second).not.toBe(first);
    await expect(tokens.renew(first)).resolves.toBe(second);
    expect(apis.issuedTokens()).toEqual([first, second]);
  });

  it("fails on a token answer without an access token", async () => {
    apis.answerNext("/idp/token", { json: { token: "x" } });
    await expect(readOrFail(onlyManagementApi())).rejects.toThrow(
      'Management token: POST /idp/token: expected an answer with a non-empty "access_token", got fields ["token"]',
    );
  });
});

describe("failures stop the build with the API, the path, the status and what was wrong", () => {
  it("a 5xx", async () => {
    apis.answerNext(`/content-api/sites/${SITE}/events`, { status: 503, text: "Vedlikehold" });
    await expect(readOrFail(onlyContentApi())).rejects.toThrow(
      `Content data API: GET /content-api/sites/${SITE}/events: HTTP 503 Service Unavailable: Vedlikehold`,
    );
  });

  it("refused credentials, without the password in the message though the server echoes it", async () => {
    const failure = readOrFail({ ...onlyContentApi(), CONTENT_API_PASSWORD: "galt-passord-987" });
    await expect(failure).rejects.toThrow(
      'Content data API: GET /content-api/sites: HTTP 401 Unauthorized: {"Message":"Feil brukernavn eller passord: innhold/***."}',
    );
    await expect(failure).rejects.not.toThrow("galt-passord-987");
  });

  it("an API that cannot be reached", async () => {
    await apis.close();
    await expect(readOrFail(onlyContentApi())).rejects.toThrow(
      /^Content data API: GET \/content-api\/sites: could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/,
    );
  });

  it("an API that takes the connection and never answers, within the time limit", async () => {
    apis.answerNext("/content-api/sites", { hang: true });
    const started = Date.now();
    await expect(readOrFail({ ...onlyContentApi(), CONTENT_API_TIMEOUT_SECONDS: "0.2" })).rejects.toThrow(
      "Content data API: GET /content-api/sites: no answer within 0.2 s (CONTENT_API_TIMEOUT_SECONDS)",
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a time limit that is not a number of seconds", async () => {
    await expect(readOrFail({ ...onlyContentApi(), CONTENT_API_TIMEOUT_SECONDS: "30s" })).rejects.toThrow(
      'CONTENT_API_TIMEOUT_SECONDS must be a number of seconds above 0, got "30s"',
    );
  });

  it("an answer cut off halfway through its body", async () => {
    apis.answerNext("/content-api/sites", { breakOff: true });
    await expect(readOrFail(onlyContentApi())).rejects.toThrow(
      "Content data API: GET /content-api/sites: HTTP 200 OK, the answer's body broke off (UND_ERR_SOCKET)",
    );
  });

  it("an answer that is not JSON", async () => {
    apis.answerNext("/content-api/sites", { text: "<html>innlogging</html>" });
    await expect(readOrFail(onlyContentApi())).rejects.toThrow(
      "Content data API: GET /content-api/sites: HTTP 200, expected a JSON answer, got text/plain; charset=utf-8: <html>innlogging</html>",
    );
  });

  it("an answer of the wrong shape", async () => {
    apis.answerNext("/content-api/sites", { json: { sites: [] } });
    await expect(readOrFail(onlyContentApi())).rejects.toThrow(
      "Content data API: GET /content-api/sites: expected a list of sites, got an object",
    );
  });

  it("an empty programme", async () => {
    apis.answerNext(`/content-api/sites/${SITE}/basic_events`, { json: [] });
    await expect(readOrFail(onlyContentApi())).rejects.toThrow(
      `Content data API: GET /content-api/sites/${SITE}/basic_events: expected at least one of productions, got an empty list`,
    );
  });

  it("several sites and no CONTENT_API_SITE_ID", async () => {
    apis.answerNext("/content-api/sites", { json: [{ id: "a" }, { id: "b" }] });
    await expect(readOrFail(onlyContentApi())).rejects.toThrow('got 2 sites (ids ["a","b"]): set CONTENT_API_SITE_ID');
  });

  it("half the variables of an API", async () => {
    await expect(readOrFail({ CONTENT_API_URL: env.CONTENT_API_URL })).rejects.toThrow(
      "Content data API: CONTENT_API_URL is set but CONTENT_API_USER, CONTENT_API_PASSWORD are not",
    );
  });

  it("a URL with credentials in it", async () => {
    await expect(
      readOrFail({ ...onlyContentApi(), CONTENT_API_URL: "https://bruker:hemmelig@innhold.example/api/" }),
    ).rejects.toThrow(
      'Content data API: CONTENT_API_URL must be an http(s) URL without credentials in it, got "https://innhold.example/api/"',
    );
  });
});

describe("each API is read on its own, so one's failure hides nothing of the other", () => {
  it("a failing programme and a bad article are both reported", async () => {
    apis.answerNext(`/content-api/sites/${SITE}/events`, { status: 503, text: "Vedlikehold" });
    apis.answerNext(`/management-api/site/${SITE}/article`, { json: [{ id: "a-1", title: "Uten resten" }] });
    const result = await readConfiguredApis(env, contentDir);
    expect(result?.failures).toEqual([
      `Content data API: GET /content-api/sites/${SITE}/events: HTTP 503 Service Unavailable: Vedlikehold`,
    ]);
    expect(result?.problems).toContain(
      `Management API GET /management-api/site/${SITE}/article?stable=1 [0] (id "a-1"): slug: expected a text, got nothing (the field is missing)`,
    );
  });

  it("a failing management API and a bad production are both reported", async () => {
    apis.answerNext(`/management-api/site/${SITE}/block-data`, { status: 502, text: "Bad gateway" });
    apis.answerNext(`/content-api/sites/${SITE}/events`, {
      json: [{ id: "ev-1", start: "2027-01-01T19:00:00+01:00", hall: "Storsalen", production: { pageReference: "finnes-ikke" } }],
    });
    const result = await readConfiguredApis(env, contentDir);
    expect(result?.failures).toEqual([
      `Management API: GET /management-api/site/${SITE}/block-data?stable=1: HTTP 502 Bad Gateway: Bad gateway`,
    ]);
    expect(result?.problems).toEqual([
      expect.stringContaining(
        `Content data API GET /content-api/sites/${SITE}/events [0] (id "ev-1"): production.pageReference:`,
      ),
    ]);
  });

  it("the management API is still read when GET sites fails, if CONTENT_API_SITE_ID names the site", async () => {
    apis.answerNext("/content-api/sites", { status: 500, text: "Feil" });
    const without = await readConfiguredApis(env, contentDir);
    expect(without?.failures).toEqual([
      "Content data API: GET /content-api/sites: HTTP 500 Internal Server Error: Feil",
      expect.stringMatching(/^Management API: not read: /),
    ]);
    apis.answerNext("/content-api/sites", { status: 500, text: "Feil" });
    const withSiteId = await readConfiguredApis({ ...env, CONTENT_API_SITE_ID: SITE }, contentDir);
    expect(withSiteId?.failures).toEqual(["Content data API: GET /content-api/sites: HTTP 500 Internal Server Error: Feil"]);
    expect(withSiteId?.records.filter((r) => r.content.kind === "page").length).toBe(
      fs.readdirSync(path.join(contentDir, "pages")).length,
    );
  });
});

describe("bad records are all reported, each with API, path, item and field", () => {
  it("a production without a title and a date for a production that does not exist", async () => {
    const productions = JSON.parse(
      JSON.stringify(
        (await (
          await fetch(new URL(`sites/${SITE}/basic_events`, env.CONTENT_API_URL), {
            headers: {
              Authorization: `Basic ${Buffer.from(`${env.CONTENT_API_USER}:${env.CONTENT_API_PASSWORD}`).toString("base64")}`,
            },
          })
        ).json()) as Record<string, unknown>[],
      ),
    );
    delete productions[1].title;
    apis.answerNext(`/content-api/sites/${SITE}/basic_events`, { json: productions });
    apis.answerNext(`/content-api/sites/${SITE}/events`, {
      json: [{ id: "ev-1", start: "2027-01-01T19:00:00+01:00", hall: "Storsalen", production: { pageReference: "finnes-ikke" } }],
    });
    const result = await readConfiguredApis(onlyContentApi(), contentDir);
    expect(result?.problems).toEqual([
      `Content data API GET /content-api/sites/${SITE}/events [0] (id "ev-1"): production.pageReference: expected the pageReference of a production in GET /content-api/sites/${SITE}/basic_events, got "finnes-ikke"`,
      `Content data API GET /content-api/sites/${SITE}/basic_events [1] (id ${JSON.stringify(productions[1].id)}): title: expected a text, got nothing (the field is missing)`,
    ]);
  });

  it("two productions with the same pageReference, which the dates name them by", async () => {
    const productions = readContent(contentDir).basicEvents as Record<string, unknown>[];
    productions[2] = { ...productions[2], pageReference: productions[0].pageReference };
    apis.answerNext(`/content-api/sites/${SITE}/basic_events`, { json: productions });
    const result = await readConfiguredApis(onlyContentApi(), contentDir);
    const source = (i: number) =>
      `Content data API GET /content-api/sites/${SITE}/basic_events [${i}] (id ${JSON.stringify(productions[i].id)})`;
    expect(result?.problems).toContain(
      `${source(2)}: pageReference: expected a pageReference no other production has (the dates in GET /content-api/sites/${SITE}/events name their production by it), got ${JSON.stringify(productions[0].pageReference)}, also used by ${source(0)}`,
    );
  });

  it("a page block the site has no component for", async () => {
    const pages = JSON.parse(fs.readFileSync(path.join(contentDir, "pages", "kantine.json"), "utf8"));
    pages.blocks[0].component = "Karusell";
    apis.answerNext(`/management-api/site/${SITE}/block-data`, { json: [pages] });
    const result = await readConfiguredApis(onlyManagementApi(), contentDir);
    expect(result?.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Management API GET /management-api/site/${SITE}/block-data\\?stable=1 \\[0\\] \\(id "${pages.id}"\\): blocks\\[0\\]\\.component: expected one of`,
        ),
      ),
    ]);
  });
});

describe("which content files the build skips", () => {
  it("skips the files of the models the configured APIs supply", () => {
    expect(contentFilesToIgnore({}, "/c")).toEqual([]);
    expect(contentFilesToIgnore(onlyContentApi(), "/c")).toEqual(["/c/site.json", "/c/productions/**"]);
    expect(contentFilesToIgnore(onlyManagementApi(), "/c")).toEqual(["/c/pages/**", "/c/articles/**"]);
  });
});
