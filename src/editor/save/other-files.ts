import type { EditorSettings } from "../config/settings";

/**
 * The repository's content files as they are now, read through the backend the editor saves to, for
 * the rules across files (a page path another file has, an id used twice) before a save. Decap keeps
 * its backend to itself (decap-cms-app comes prebuilt), so this asks the same places it does: the
 * local backend's API (`npm start`), or GitHub's GraphQL API with the editor's GitHub login, one
 * request for every folder.
 */
export interface RepoFile {
  file: string;
  text: string;
}

export const CONTENT_FOLDERS = ["content/productions", "content/articles", "content/pages"] as const;
export const REDIRECTS_FILE = "redirects.json";

type Fetch = typeof fetch;

/** Thrown when the files cannot be read; the message is for the editor, in Norwegian. */
export class OtherFilesError extends Error {}

async function answerOf(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new OtherFilesError(`${what} svarte ${response.status}.`);
  return response.json();
}

/** The local backend's API (Decap's protocol, scripts/editor/backend/): `entriesByFolder` lists a folder with each file's text, `getEntry` one file. */
async function fromLocalBackend(proxyUrl: string, fetcher: Fetch): Promise<RepoFile[]> {
  const ask = (action: string, params: object) =>
    fetcher(proxyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action, params: { branch: "main", ...params } }),
    });
  const folders = await Promise.all(
    CONTENT_FOLDERS.map(async (folder) => {
      const entries = await answerOf(
        await ask("entriesByFolder", { folder, extension: "json", depth: 1 }),
        "Den lokale lagringen",
      );
      if (!Array.isArray(entries)) throw new OtherFilesError(`Den lokale lagringen ga ingen liste for ${folder}.`);
      return (entries as { data?: unknown; file?: { path?: unknown } }[])
        .filter((e) => typeof e.data === "string" && typeof e.file?.path === "string")
        .map((e) => ({ file: String(e.file!.path), text: String(e.data) }));
    }),
  );
  // A site without redirects.json has none: the backend answers that with `data: null`. Any other
  // answer that is not the file stops the check (a redirect's address could be missed).
  const entry = (await answerOf(await ask("getEntry", { path: REDIRECTS_FILE }), "Den lokale lagringen")) as { data?: unknown };
  const extra = typeof entry?.data === "string" ? [{ file: REDIRECTS_FILE, text: entry.data }] : [];
  return [...folders.flat(), ...extra];
}

/** What Decap keeps of a GitHub login in the browser (its own key), for the token. */
const DECAP_USER_KEY = "decap-cms-user";

function githubToken(storage: Storage): string {
  try {
    const user = JSON.parse(storage.getItem(DECAP_USER_KEY) ?? "null") as { token?: unknown } | null;
    if (user && typeof user.token === "string" && user.token) return user.token;
  } catch {
    // an unreadable entry is no login
  }
  throw new OtherFilesError("Du er ikke logget inn hos GitHub. Logg inn på nytt.");
}

/** One GraphQL request: every content folder's JSON files with their text, and redirects.json. */
export function githubQuery(repo: string, branch: string): { query: string; variables: Record<string, string> } {
  const [owner, name] = repo.split("/");
  const folders = CONTENT_FOLDERS.map((_, i) => `f${i}: object(expression: $f${i}) { ...files }`).join("\n    ");
  return {
    query: `query ($owner: String!, $name: String!, ${CONTENT_FOLDERS.map((_, i) => `$f${i}: String!`).join(", ")}, $redirects: String!) {
  repository(owner: $owner, name: $name) {
    ${folders}
    redirects: object(expression: $redirects) { ... on Blob { text } }
  }
}
fragment files on Tree { entries { name object { ... on Blob { text } } } }`,
    variables: {
      owner,
      name,
      ...Object.fromEntries(CONTENT_FOLDERS.map((folder, i) => [`f${i}`, `${branch}:${folder}`])),
      redirects: `${branch}:${REDIRECTS_FILE}`,
    },
  };
}

type Tree = { entries?: { name?: unknown; object?: { text?: unknown } | null }[] } | null;

async function fromGithub(
  { repo, branch, apiRoot }: { repo: string; branch: string; apiRoot: string },
  fetcher: Fetch,
  storage: Storage,
): Promise<RepoFile[]> {
  // Where Decap's own GraphQL client asks too: the API root's /graphql.
  const response = await fetcher(`${apiRoot}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${githubToken(storage)}` },
    body: JSON.stringify(githubQuery(repo, branch)),
  });
  const answer = (await answerOf(response, "GitHub")) as {
    data?: { repository?: Record<string, Tree | { text?: unknown }> | null };
    errors?: { message?: string }[];
  };
  const repository = answer.data?.repository;
  // A partial answer (a folder GitHub could not read) could hide the file that has the address.
  if (!repository || answer.errors?.length)
    throw new OtherFilesError(`GitHub ga ikke filene: ${answer.errors?.map((e) => e.message).join("; ") || "ukjent feil"}.`);
  const files = CONTENT_FOLDERS.flatMap((folder, i) =>
    ((repository[`f${i}`] as Tree)?.entries ?? [])
      .filter((e) => typeof e.name === "string" && e.name.endsWith(".json") && typeof e.object?.text === "string")
      .map((e) => ({ file: `${folder}/${String(e.name)}`, text: String(e.object!.text) })),
  );
  const redirects = (repository.redirects as { text?: unknown } | null)?.text;
  return typeof redirects === "string" ? [...files, { file: REDIRECTS_FILE, text: redirects }] : files;
}

/** The content files and redirects.json as the backend has them now; throws OtherFilesError when it cannot say. */
export async function readOtherFiles(
  settings: EditorSettings,
  { fetcher = fetch, storage = window.localStorage }: { fetcher?: Fetch; storage?: Storage } = {},
): Promise<RepoFile[]> {
  try {
    return settings.backend === "local"
      ? await fromLocalBackend(settings.proxyUrl, fetcher)
      : await fromGithub(settings, fetcher, storage);
  } catch (error) {
    if (error instanceof OtherFilesError) throw error;
    throw new OtherFilesError(`Kunne ikke nå lagringen (${(error as Error).message}).`);
  }
}
